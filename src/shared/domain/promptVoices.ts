/**
 * The voices an AI prompt may answer with (spec 2 §9): 'texto' (a text answer, the default) or
 * one of the 15 Brazilian-Portuguese neural voices of the speech service deployed backends call.
 */
export const PROMPT_TEXT_VOICE = 'texto';
export const PROMPT_VOICES = [
  PROMPT_TEXT_VOICE,
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-HumbertoNeural',
  'pt-BR-JulioNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-NicolauNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
] as const;

/** Prompt defaults (spec 2 §9). */
export const PROMPT_DEFAULTS = { maxTokens: 100, temperature: 1, maxMessages: 10, voice: PROMPT_TEXT_VOICE } as const;
