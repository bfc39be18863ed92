import type { PartialBundle } from '@renderer/i18n';

/** Strings of the to-do list (spec 3 "To-do list"). */
export const todoLocales: PartialBundle = {
  'pt-BR': {
    title: 'Tarefas',
    newTask: 'Nova tarefa',
    editTask: 'Editar tarefa',
    add: 'Adicionar',
    save: 'Salvar',
    cancel: 'Cancelar',
    list: 'Lista de tarefas',
    empty: 'Nenhuma tarefa',
    loading: 'Carregando tarefas...',
    updatedAt: 'Atualizada em {{date}}',
    edit: 'Editar "{{text}}"',
    delete: 'Excluir "{{text}}"',
    done: 'Concluída: "{{text}}"',
    saveError: 'Não foi possível guardar as tarefas neste computador.',
    localOnly: 'As tarefas ficam só neste computador.',
  },
};
