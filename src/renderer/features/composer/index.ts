export { Composer } from './Composer';
// The draft-per-conversation text box state, for the internal chat's composer (its own scope).
export { useDraftText } from './useDraftText';
