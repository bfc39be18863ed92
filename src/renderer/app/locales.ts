import type { Messages } from '@renderer/i18n';

const ptMenu = {
  dashboard: 'Dashboard', reports: 'Relatórios', moments: 'Painel de Atendimentos', tickets: 'Atendimentos',
  quickMessages: 'Respostas Rápidas', kanban: 'Kanban', contacts: 'Contatos', schedules: 'Agendamentos', tags: 'Tags',
  chats: 'Chat Interno', helps: 'Ajuda', todolist: 'Tarefas', campaigns: 'Campanhas', contactLists: 'Listas de Contatos',
  campaignsConfig: 'Configurações de Campanhas', announcements: 'Informativos', messagesApi: 'API', users: 'Usuários',
  queues: 'Filas & Chatbot', prompts: 'Open.Ai', queueIntegration: 'Integrações', connections: 'Conexões',
  allConnections: 'Gerenciar conexões', files: 'Lista de arquivos', financeiro: 'Financeiro', settings: 'Configurações',
  companies: 'Empresas',
};

export const shellPtBR: Messages = {
  menu: ptMenu,
  groups: { main: 'Atendimento', management: 'Gerência', administration: 'Administração', campaigns: 'Campanhas' },
  nav: { label: 'Menu principal', toggle: 'Recolher ou expandir o menu', version: 'Versão {{version}}', connectionsWarning: '{{entry}} (há conexões desconectadas)', chatsUnread: '{{entry}} (há mensagens não lidas)' },
  topbar: { toggleTheme: 'Alternar tema claro/escuro', reconnecting: 'Reconectando ao servidor...', offline: 'Sem conexão com o servidor' },
  loading: 'Carregando Balcão...',
  skip: 'Pular para o conteúdo',
  malformedEvent: 'Um evento inválido do servidor foi ignorado.',
  localDamaged: 'Parte do que estava guardado neste computador (rascunhos, mensagens não enviadas ou tarefas) estava danificada e foi descartada. O restante foi mantido.',
};
