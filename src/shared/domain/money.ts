/** 'R$ 1.234,50': a price as the spec writes them (Brazilian format, two decimals), in every language. */
export const formatBrl = (amount: number) =>
  `R$ ${amount.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
