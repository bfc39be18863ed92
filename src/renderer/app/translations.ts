import type { Translations } from '@renderer/i18n';

/** `shellPtBR` (locales.ts) in the other interface languages: loaded with the first choice of one (issue 18). */
export const shellTranslations: Translations = {
  en: {
    menu: {
      dashboard: 'Dashboard', reports: 'Reports', moments: 'Service panel', tickets: 'Tickets', quickMessages: 'Quick replies',
      kanban: 'Kanban', contacts: 'Contacts', schedules: 'Schedules', tags: 'Tags', chats: 'Internal chat', helps: 'Help',
      todolist: 'Tasks', campaigns: 'Campaigns', contactLists: 'Contact lists', campaignsConfig: 'Campaign settings',
      announcements: 'Announcements', messagesApi: 'API', users: 'Users', queues: 'Queues & Chatbot', prompts: 'Open.Ai',
      queueIntegration: 'Integrations', connections: 'Connections', allConnections: 'Manage connections', files: 'File lists',
      financeiro: 'Finance', settings: 'Settings', companies: 'Companies',
    },
    groups: { main: 'Service', management: 'Management', administration: 'Administration', campaigns: 'Campaigns' },
    nav: { label: 'Main menu', toggle: 'Collapse or expand the menu', version: 'Version {{version}}', connectionsWarning: '{{entry}} (some connections are not connected)', chatsUnread: '{{entry}} (unread messages)' },
    topbar: { toggleTheme: 'Toggle light/dark theme', reconnecting: 'Reconnecting to the server...', offline: 'No connection to the server' },
    loading: 'Loading Balcão...',
    skip: 'Skip to content',
    malformedEvent: 'An invalid event from the server was ignored.',
    localDamaged: 'Some of what was kept on this computer (drafts, unsent messages or tasks) was damaged and has been discarded. The rest was kept.',
  },
  es: {
    menu: {
      dashboard: 'Tablero', reports: 'Informes', moments: 'Panel de atención', tickets: 'Atenciones', quickMessages: 'Respuestas rápidas',
      kanban: 'Kanban', contacts: 'Contactos', schedules: 'Programaciones', tags: 'Etiquetas', chats: 'Chat interno', helps: 'Ayuda',
      todolist: 'Tareas', campaigns: 'Campañas', contactLists: 'Listas de contactos', campaignsConfig: 'Configuración de campañas',
      announcements: 'Informativos', messagesApi: 'API', users: 'Usuarios', queues: 'Colas y Chatbot', prompts: 'Open.Ai',
      queueIntegration: 'Integraciones', connections: 'Conexiones', allConnections: 'Gestionar conexiones', files: 'Listas de archivos',
      financeiro: 'Finanzas', settings: 'Configuración', companies: 'Empresas',
    },
    groups: { main: 'Atención', management: 'Gestión', administration: 'Administración', campaigns: 'Campañas' },
    nav: { label: 'Menú principal', toggle: 'Contraer o expandir el menú', version: 'Versión {{version}}', connectionsWarning: '{{entry}} (hay conexiones desconectadas)', chatsUnread: '{{entry}} (hay mensajes no leídos)' },
    topbar: { toggleTheme: 'Alternar tema claro/oscuro', reconnecting: 'Reconectando al servidor...', offline: 'Sin conexión con el servidor' },
    loading: 'Cargando Balcão...',
    skip: 'Saltar al contenido',
    malformedEvent: 'Se ignoró un evento inválido del servidor.',
    localDamaged: 'Parte de lo guardado en este equipo (borradores, mensajes no enviados o tareas) estaba dañada y se descartó. El resto se conservó.',
  },
  tr: {
    menu: {
      dashboard: 'Gösterge paneli', reports: 'Raporlar', moments: 'Hizmet paneli', tickets: 'Talepler', quickMessages: 'Hızlı yanıtlar',
      kanban: 'Kanban', contacts: 'Kişiler', schedules: 'Zamanlamalar', tags: 'Etiketler', chats: 'Dahili sohbet', helps: 'Yardım',
      todolist: 'Görevler', campaigns: 'Kampanyalar', contactLists: 'Kişi listeleri', campaignsConfig: 'Kampanya ayarları',
      announcements: 'Duyurular', messagesApi: 'API', users: 'Kullanıcılar', queues: 'Kuyruklar ve Sohbet botu', prompts: 'Open.Ai',
      queueIntegration: 'Entegrasyonlar', connections: 'Bağlantılar', allConnections: 'Bağlantıları yönet', files: 'Dosya listeleri',
      financeiro: 'Finans', settings: 'Ayarlar', companies: 'Şirketler',
    },
    groups: { main: 'Hizmet', management: 'Yönetim', administration: 'Yönetim paneli', campaigns: 'Kampanyalar' },
    nav: { label: 'Ana menü', toggle: 'Menüyü daralt veya genişlet', version: 'Sürüm {{version}}', connectionsWarning: '{{entry}} (bağlı olmayan bağlantılar var)', chatsUnread: '{{entry}} (okunmamış mesajlar var)' },
    topbar: { toggleTheme: 'Açık/koyu temayı değiştir', reconnecting: 'Sunucuya yeniden bağlanılıyor...', offline: 'Sunucu bağlantısı yok' },
    loading: 'Balcão yükleniyor...',
    skip: 'İçeriğe atla',
    malformedEvent: 'Sunucudan gelen geçersiz bir olay yok sayıldı.',
    localDamaged: 'Bu bilgisayarda saklananların bir kısmı (taslaklar, gönderilmemiş mesajlar veya görevler) bozuktu ve atıldı. Geri kalanı korundu.',
  },
};
