import type { PartialBundle } from '@renderer/i18n';

/** Strings of a user's picture (spec 2 §7 media-upload); pt-BR is the source. */
export const userPictureLocales: PartialBundle = {
  'pt-BR': {
    label: 'Foto do perfil',
    upload: 'Enviar foto',
    change: 'Trocar foto',
    remove: 'Remover foto',
    alt: 'Foto de {{name}}',
    uploaded: 'Foto atualizada.',
    removed: 'Foto removida.',
    invalid: 'Escolha uma imagem PNG, JPEG, GIF ou WebP.',
  },
};
