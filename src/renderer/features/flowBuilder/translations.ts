import type { Translations } from '@renderer/i18n';

/** `flowBuilderLocales` (locales.ts) in the other interface languages: they load when one is chosen (issue 18). */
export const flowBuilderTranslations: Translations = {
  en: {
    title: 'Typebot',
    loading: 'Loading the flow builder…',
    readFailed: "Couldn't read the flow builder's address.",
    openOutside: 'Open in the browser',
    change: 'Change address',
    shownFrom: 'Flow builder at {{address}}',
    frameTitle: 'Flow builder (Typebot)',
    address: {
      title: 'Connect the flow builder',
      changeTitle: "Change the flow builder's address",
      explain:
        "Enter the address of your company's Typebot. It opens here, isolated from Balcão: the builder has no access to your tickets or to this computer.",
      label: "Flow builder's address",
      hint: 'https addresses only. Kept on this computer.',
      required: 'Required',
      invalid: 'Enter an https address without user and password, e.g. https://typebot.yourcompany.com',
      failed: "Couldn't save the address.",
      save: 'Save',
      cancel: 'Cancel',
    },
  },
  es: {
    title: 'Typebot',
    loading: 'Cargando el constructor de flujos…',
    readFailed: 'No se pudo leer la dirección del constructor de flujos.',
    openOutside: 'Abrir en el navegador',
    change: 'Cambiar dirección',
    shownFrom: 'Constructor de flujos en {{address}}',
    frameTitle: 'Constructor de flujos (Typebot)',
    address: {
      title: 'Conectar el constructor de flujos',
      changeTitle: 'Cambiar la dirección del constructor de flujos',
      explain:
        'Ingrese la dirección del Typebot de su empresa. Se abre aquí, aislado de Balcão: el constructor no tiene acceso a sus tickets ni a esta computadora.',
      label: 'Dirección del constructor de flujos',
      hint: 'Solo direcciones https. Se guarda en esta computadora.',
      required: 'Obligatorio',
      invalid: 'Ingrese una dirección https, sin usuario ni contraseña, por ejemplo https://typebot.suempresa.com',
      failed: 'No se pudo guardar la dirección.',
      save: 'Guardar',
      cancel: 'Cancelar',
    },
  },
  tr: {
    title: 'Typebot',
    loading: 'Akış oluşturucu yükleniyor…',
    readFailed: 'Akış oluşturucunun adresi okunamadı.',
    openOutside: 'Tarayıcıda aç',
    change: 'Adresi değiştir',
    shownFrom: 'Akış oluşturucu: {{address}}',
    frameTitle: 'Akış oluşturucu (Typebot)',
    address: {
      title: 'Akış oluşturucuyu bağla',
      changeTitle: 'Akış oluşturucunun adresini değiştir',
      explain:
        'Şirketinizin Typebot adresini girin. Burada, Balcão’dan yalıtılmış olarak açılır: oluşturucu taleplerinize ve bu bilgisayara erişemez.',
      label: 'Akış oluşturucunun adresi',
      hint: 'Yalnızca https adresleri. Bu bilgisayarda saklanır.',
      required: 'Zorunlu',
      invalid: 'Kullanıcı adı ve parola içermeyen bir https adresi girin, ör. https://typebot.sirketiniz.com',
      failed: 'Adres kaydedilemedi.',
      save: 'Kaydet',
      cancel: 'İptal',
    },
  },
};
