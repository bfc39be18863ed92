import { describe, expect, it } from 'vitest';
import { extendDueDate, invoiceState, recurrenceMonths, subscriptionPrice } from './subscriptionPrice';

describe('subscription price (spec 3 §9)', () => {
  it('is 49 for 3 users and 3 connections, plus 11 per extra user and 20 per extra connection', () => {
    expect(subscriptionPrice(3, 3)).toBe(49);
    expect(subscriptionPrice(5, 3)).toBe(71);
    expect(subscriptionPrice(3, 4)).toBe(69);
    expect(subscriptionPrice(6, 5)).toBe(49 + 33 + 40);
  });
});

describe('invoice state', () => {
  it('is paid, open, or overdue when open past its due date', () => {
    expect(invoiceState('paid', '2026-01-01', '2026-11-27')).toBe('paid');
    expect(invoiceState('open', '2026-11-27', '2026-11-27')).toBe('open');
    expect(invoiceState('open', '2026-11-26T00:00:00.000Z', '2026-11-27')).toBe('overdue');
    expect(invoiceState('open', null, '2026-11-27')).toBe('open');
  });
});

describe('due date after a payment', () => {
  it('moves on by the recurrence from the later of today and the current due date', () => {
    expect(extendDueDate('2026-11-01', '2026-11-27', 1)).toBe('2026-12-27');
    expect(extendDueDate('2026-12-10', '2026-11-27', 1)).toBe('2027-01-10');
    expect(extendDueDate(null, '2026-11-27', 12)).toBe('2027-11-27');
    expect(extendDueDate('2027-01-31', '2026-11-27', 1)).toBe('2027-02-28');
  });

  it('reads the recurrences of Whaticket and of the seed, a month otherwise', () => {
    expect(recurrenceMonths('MENSAL')).toBe(1);
    expect(recurrenceMonths('BIMESTRAL')).toBe(2);
    expect(recurrenceMonths('TRIMESTRAL')).toBe(3);
    expect(recurrenceMonths('SEMESTRAL')).toBe(6);
    expect(recurrenceMonths('ANUAL')).toBe(12);
    expect(recurrenceMonths('monthly')).toBe(1);
    expect(recurrenceMonths(null)).toBe(1);
  });
});
