import type { PartialBundle } from '@renderer/i18n';

/**
 * Strings of the contacts export and the import page (spec 3 "Contact import", §5, §8); pt-BR is
 * the source. `fields` are also the export's column headers, which the import recognises in every
 * language (src/shared/domain/contactImport.ts).
 */
export const contactSpreadsheetsLocales: PartialBundle = {
  'pt-BR': {
    menu: {
      label: 'Importar / Exportar',
      import: 'Importar contatos',
      export: 'Exportar contatos',
      picker: 'Planilhas',
    },
    export: { title: 'Exportar contatos', sheet: 'Contatos' },
    fields: {
      name: 'Nome',
      number: 'Número',
      email: 'Email',
      tags: 'Tags',
      extra: 'Campo extra',
      none: 'Não importar',
    },
    page: {
      title: 'Importar contatos',
      back: 'Voltar para Contatos',
      drop: 'Arraste uma planilha para cá',
      dropHint: 'Um arquivo xls, xlsx, csv ou txt, com os nomes das colunas na primeira linha.',
      pick: 'Selecionar arquivo',
      reading: 'Lendo {{name}}…',
      invalidFile: 'Arquivo inválido!',
      emptyFile: 'A planilha não tem linhas de contatos.',
      otherFile: 'Escolher outro arquivo',
      mapping: 'Colunas',
      mappingHint: 'Escolha o campo de cada coluna. Número e nome são obrigatórios.',
      column: 'Coluna {{number}}',
      fieldOf: 'Campo da coluna {{column}}',
      alreadySelected: 'O campo {{field}} já foi selecionado.',
      numberNotMapped: 'Não foi selecionado o campo de número do contato',
      nameNotMapped: 'Não foi selecionado o campo de nome do contato',
      noneSelected: 'Nenhum contato selecionado',
      preview: 'Contatos da planilha',
      selectAll: 'Selecionar todas as linhas',
      selectRow: 'Selecionar linha {{line}}',
      line: 'Linha',
      selected: '{{selected}} de {{total}} linhas selecionadas',
      start_zero: 'Importar 0 contatos',
      start_one: 'Importar {{count}} contato',
      start_other: 'Importar {{count}} contatos',
    },
    run: {
      title: 'Importação de {{name}}',
      progress: '{{processed}} de {{total}} linhas processadas',
      created: 'Criados',
      ignored: 'Ignorados',
      cancel: 'Cancelar importação',
      cancelled: 'Importação cancelada: {{processed}} de {{total}} linhas processadas.',
      failed: 'A importação parou: {{error}}',
      success: 'Importação realizada com sucesso',
      withErrors: 'Importação realizada com sucesso, mas houveram alguns erros',
      downloadIgnored: 'Baixar linhas ignoradas',
      again: 'Importar outro arquivo',
      line: 'Linha',
      reason: 'Motivo',
    },
    reasons: {
      noName: 'Sem nome',
      noNumber: 'Sem número',
      invalidNumber: 'Número inválido',
      invalidEmail: 'Email inválido',
      duplicateInFile: 'Número repetido na planilha',
      duplicate: 'Já existe um contato com este número',
      failed: 'Erro: {{detail}}',
    },
  },
};
