/** Demo people and conversation lines (Portuguese, as the product's users write). */

export const CONTACT_NAMES = [
  'Mariana Souza',
  'João Pereira',
  'Carla Mendes',
  'Rafael Lima',
  'Patrícia Alves',
  'Lucas Ferreira',
  'Fernanda Rocha',
  'Thiago Martins',
  'Juliana Costa',
  'Gabriel Ribeiro',
  'Camila Araújo',
  'Pedro Gomes',
  'Aline Carvalho',
  'Bruno Teixeira',
  'Larissa Barbosa',
  'Diego Nascimento',
  'Renata Dias',
  'Felipe Castro',
  'Beatriz Moreira',
  'André Cardoso',
  'Vanessa Freitas',
  'Rodrigo Pinto',
  'Tatiane Lopes',
  'Marcelo Vieira',
  'Priscila Ramos',
  'Eduardo Monteiro',
  'Simone Correia',
  'Gustavo Batista',
  'Letícia Fernandes',
  'Paulo Duarte',
];

/** Area codes used for the demo numbers (55 + DDD + 9 digits). */
export const AREA_CODES = ['65', '11', '21', '31', '41', '51', '61', '71', '81', '85'];

/** A deterministic mobile number for contact i: 55 + DDD + 9 + 8 digits. */
export function demoNumber(i: number, base = 9100_0000): string {
  return `55${AREA_CODES[i % AREA_CODES.length]}9${String(base + i * 7919).padStart(8, '0')}`;
}

/** Inbound (customer) lines, by topic. */
export const SUPPORT_IN = [
  'Bom dia! Estou com problema para acessar minha conta.',
  'Aparece uma mensagem de senha inválida, mas tenho certeza que está certa.',
  'Já tentei redefinir pelo e-mail e não chegou nada.',
  'Meu e-mail é o mesmo do cadastro, sim.',
  'Agora chegou! Vou testar aqui.',
  'Funcionou, muito obrigado!',
  'Outra dúvida: como faço para emitir a segunda via do boleto?',
  'O aplicativo está travando quando abro o histórico.',
  'Uso Android, versão 14.',
  'Já reinstalei e continua igual.',
  'Consegue verificar se é algo na minha conta?',
  'Perfeito, aguardo o retorno.',
];

export const SUPPORT_OUT = [
  'Olá! Sou da equipe de suporte, vou te ajudar.',
  'Pode me informar o e-mail cadastrado, por favor?',
  'Acabei de reenviar o link de redefinição. Confere a caixa de spam também.',
  'Ótimo! Qualquer coisa estou por aqui.',
  'A segunda via fica em Financeiro > Boletos, no menu principal.',
  'Vou verificar com o time técnico e já te retorno.',
  'Identificamos uma instabilidade, já foi corrigida. Pode testar novamente?',
  'Disponha! Tenha um ótimo dia.',
];

export const SALES_IN = [
  'Oi, boa tarde! Vi o anúncio de vocês no Instagram.',
  'Queria saber o valor do plano empresarial.',
  'Somos uma equipe de 12 pessoas.',
  'Tem desconto no pagamento anual?',
  'Vocês emitem nota fiscal?',
  'Consegue me mandar uma proposta por escrito?',
  'Vou apresentar para o meu sócio e te retorno.',
  'Fechado! Como faço o pagamento?',
  'Pode ser no Pix.',
  'Pagamento feito, segue o comprovante.',
];

export const SALES_OUT = [
  'Olá! Que bom falar com você. Sou do time comercial.',
  'O plano empresarial sai por R$ 89,90 por usuário ao mês.',
  'No anual damos 15% de desconto.',
  'Emitimos sim, nota fiscal de serviço.',
  'Enviei a proposta para o seu e-mail agora há pouco.',
  'Combinado, fico no aguardo!',
  'Segue a chave Pix: financeiro@balcao.demo',
  'Recebido! Seu acesso será liberado em instantes.',
];

/** Lines of a conversation of `length` messages alternating customer and attendant, starting inbound. */
export function conversation(
  topic: 'support' | 'sales',
  length: number,
  offset: number,
): { body: string; fromMe: boolean }[] {
  const inbound = topic === 'support' ? SUPPORT_IN : SALES_IN;
  const outbound = topic === 'support' ? SUPPORT_OUT : SALES_OUT;
  const out: { body: string; fromMe: boolean }[] = [];
  for (let i = 0; i < length; i += 1) {
    // Mostly alternating, sometimes two customer lines in a row, as people write.
    const fromMe = i % 2 === 1 && (i + offset) % 5 !== 0;
    const pool = fromMe ? outbound : inbound;
    out.push({ body: pool[(i + offset) % pool.length], fromMe });
  }
  return out;
}
