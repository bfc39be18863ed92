// @ts-check
// The project's own lint rules, loaded by eslint.config.js as the `balcao` plugin.
import { layers } from './layers.js';
import { noImportCycles } from './importCycles.js';

export default { meta: { name: 'balcao' }, rules: { layers, 'no-import-cycles': noImportCycles } };
