import type { Language } from '@shared/local/schema';

/**
 * What main itself shows (tray, application menu, its dialogs), in the interface language the
 * user chose (the local store's global `language`). The renderer's strings live in i18next; these
 * few are here because main has no i18next.
 */
export interface MainTexts {
  tray: {
    open: string;
    doNotDisturb: string;
    quit: string;
    idle: string;
    waiting(n: number): string;
    unread(n: number): string;
    /** Unread internal-chat messages. */
    chats(n: number): string;
    sessionExpired: string;
  };
  menu: {
    app: string;
    file: string;
    edit: string;
    view: string;
    window: string;
    help: string;
    undo: string;
    redo: string;
    cut: string;
    copy: string;
    paste: string;
    selectAll: string;
    reload: string;
    devTools: string;
    resetZoom: string;
    zoomIn: string;
    zoomOut: string;
    fullScreen: string;
    minimize: string;
    close: string;
    quit: string;
    about: string;
  };
  about: { title: string; detail(version: string): string };
  storeReset: { message: string; detail(file: string): string; ok: string };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many).replace('{n}', String(n));

export const MAIN_TEXTS: Record<Language, MainTexts> = {
  'pt-BR': {
    tray: {
      open: 'Abrir o Balcão',
      doNotDisturb: 'Não perturbe',
      quit: 'Sair',
      idle: 'Nada pendente',
      waiting: (n) => plural(n, '{n} atendimento aguardando', '{n} atendimentos aguardando'),
      unread: (n) => plural(n, '{n} mensagem não lida', '{n} mensagens não lidas'),
      chats: (n) => plural(n, '{n} mensagem de chat interno', '{n} mensagens de chat interno'),
      sessionExpired: 'Sessão expirada: entre novamente',
    },
    menu: {
      app: 'Balcão', file: 'Arquivo', edit: 'Editar', view: 'Exibir', window: 'Janela', help: 'Ajuda',
      undo: 'Desfazer', redo: 'Refazer', cut: 'Recortar', copy: 'Copiar', paste: 'Colar', selectAll: 'Selecionar tudo',
      reload: 'Recarregar', devTools: 'Ferramentas do desenvolvedor', resetZoom: 'Tamanho real', zoomIn: 'Aumentar',
      zoomOut: 'Diminuir', fullScreen: 'Tela cheia', minimize: 'Minimizar', close: 'Fechar janela', quit: 'Sair do Balcão',
      about: 'Sobre o Balcão',
    },
    about: { title: 'Sobre o Balcão', detail: (v) => `Balcão ${v}\nCliente de atendimento para a área de trabalho.` },
    storeReset: {
      message: 'Os dados locais do Balcão não puderam ser lidos.',
      detail: (file) =>
        `O arquivo foi guardado à parte (${file}) e o Balcão começou do zero: entre novamente e refaça suas preferências.`,
      ok: 'Entendi',
    },
  },
  en: {
    tray: {
      open: 'Open Balcão',
      doNotDisturb: 'Do not disturb',
      quit: 'Quit',
      idle: 'Nothing pending',
      waiting: (n) => plural(n, '{n} ticket waiting', '{n} tickets waiting'),
      unread: (n) => plural(n, '{n} unread message', '{n} unread messages'),
      chats: (n) => plural(n, '{n} internal chat message', '{n} internal chat messages'),
      sessionExpired: 'Session expired: sign in again',
    },
    menu: {
      app: 'Balcão', file: 'File', edit: 'Edit', view: 'View', window: 'Window', help: 'Help',
      undo: 'Undo', redo: 'Redo', cut: 'Cut', copy: 'Copy', paste: 'Paste', selectAll: 'Select all',
      reload: 'Reload', devTools: 'Developer tools', resetZoom: 'Actual size', zoomIn: 'Zoom in', zoomOut: 'Zoom out',
      fullScreen: 'Full screen', minimize: 'Minimize', close: 'Close window', quit: 'Quit Balcão', about: 'About Balcão',
    },
    about: { title: 'About Balcão', detail: (v) => `Balcão ${v}\nDesktop customer-service client.` },
    storeReset: {
      message: "Balcão's local data could not be read.",
      detail: (file) => `The file was set aside (${file}) and Balcão started clean: sign in again and redo your preferences.`,
      ok: 'OK',
    },
  },
  es: {
    tray: {
      open: 'Abrir Balcão',
      doNotDisturb: 'No molestar',
      quit: 'Salir',
      idle: 'Nada pendiente',
      waiting: (n) => plural(n, '{n} atención en espera', '{n} atenciones en espera'),
      unread: (n) => plural(n, '{n} mensaje sin leer', '{n} mensajes sin leer'),
      chats: (n) => plural(n, '{n} mensaje de chat interno', '{n} mensajes de chat interno'),
      sessionExpired: 'Sesión expirada: inicie sesión de nuevo',
    },
    menu: {
      app: 'Balcão', file: 'Archivo', edit: 'Editar', view: 'Ver', window: 'Ventana', help: 'Ayuda',
      undo: 'Deshacer', redo: 'Rehacer', cut: 'Cortar', copy: 'Copiar', paste: 'Pegar', selectAll: 'Seleccionar todo',
      reload: 'Recargar', devTools: 'Herramientas de desarrollo', resetZoom: 'Tamaño real', zoomIn: 'Acercar',
      zoomOut: 'Alejar', fullScreen: 'Pantalla completa', minimize: 'Minimizar', close: 'Cerrar ventana',
      quit: 'Salir de Balcão', about: 'Acerca de Balcão',
    },
    about: { title: 'Acerca de Balcão', detail: (v) => `Balcão ${v}\nCliente de atención para el escritorio.` },
    storeReset: {
      message: 'No se pudieron leer los datos locales de Balcão.',
      detail: (file) =>
        `El archivo se guardó aparte (${file}) y Balcão empezó de cero: inicie sesión de nuevo y rehaga sus preferencias.`,
      ok: 'Entendido',
    },
  },
  tr: {
    tray: {
      open: "Balcão'yu aç",
      doNotDisturb: 'Rahatsız etme',
      quit: 'Çık',
      idle: 'Bekleyen bir şey yok',
      waiting: (n) => `${n} talep bekliyor`,
      unread: (n) => `${n} okunmamış mesaj`,
      chats: (n) => `${n} dahili sohbet mesajı`,
      sessionExpired: 'Oturum sona erdi: yeniden giriş yapın',
    },
    menu: {
      app: 'Balcão', file: 'Dosya', edit: 'Düzen', view: 'Görünüm', window: 'Pencere', help: 'Yardım',
      undo: 'Geri al', redo: 'Yinele', cut: 'Kes', copy: 'Kopyala', paste: 'Yapıştır', selectAll: 'Tümünü seç',
      reload: 'Yeniden yükle', devTools: 'Geliştirici araçları', resetZoom: 'Gerçek boyut', zoomIn: 'Yakınlaştır',
      zoomOut: 'Uzaklaştır', fullScreen: 'Tam ekran', minimize: 'Simge durumuna küçült', close: 'Pencereyi kapat',
      quit: "Balcão'dan çık", about: 'Balcão hakkında',
    },
    about: { title: 'Balcão hakkında', detail: (v) => `Balcão ${v}\nMasaüstü müşteri hizmetleri istemcisi.` },
    storeReset: {
      message: "Balcão'nun yerel verileri okunamadı.",
      detail: (file) =>
        `Dosya bir kenara ayrıldı (${file}) ve Balcão sıfırdan başladı: yeniden giriş yapın ve tercihlerinizi yeniden ayarlayın.`,
      ok: 'Tamam',
    },
  },
};

export const textsFor = (language: Language): MainTexts => MAIN_TEXTS[language] ?? MAIN_TEXTS['pt-BR'];

/** The interface language closest to the system's locale (before the user chose one). */
export function languageFromLocale(locale: string): Language {
  const lower = locale.toLowerCase();
  if (lower.startsWith('en')) return 'en';
  if (lower.startsWith('es')) return 'es';
  if (lower.startsWith('tr')) return 'tr';
  return 'pt-BR';
}
