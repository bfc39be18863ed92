import type { Translations } from '@renderer/i18n';

/** `userPictureLocales` (locales.ts) in the other interface languages: they load when one is chosen (issue 18). */
export const userPictureTranslations: Translations = {
  en: {
    label: 'Profile picture',
    upload: 'Upload picture',
    change: 'Change picture',
    remove: 'Remove picture',
    alt: "{{name}}'s picture",
    uploaded: 'Picture updated.',
    removed: 'Picture removed.',
    invalid: 'Choose a PNG, JPEG, GIF or WebP image.',
  },
  es: {
    label: 'Foto de perfil',
    upload: 'Subir foto',
    change: 'Cambiar foto',
    remove: 'Quitar foto',
    alt: 'Foto de {{name}}',
    uploaded: 'Foto actualizada.',
    removed: 'Foto quitada.',
    invalid: 'Elija una imagen PNG, JPEG, GIF o WebP.',
  },
  tr: {
    label: 'Profil fotoğrafı',
    upload: 'Fotoğraf yükle',
    change: 'Fotoğrafı değiştir',
    remove: 'Fotoğrafı kaldır',
    alt: '{{name}} fotoğrafı',
    uploaded: 'Fotoğraf güncellendi.',
    removed: 'Fotoğraf kaldırıldı.',
    invalid: 'PNG, JPEG, GIF veya WebP görüntüsü seçin.',
  },
};
