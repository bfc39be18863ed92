import { describe, expect, it } from 'vitest';
import { connectionCounts } from './connectionCounts';

describe('connectionCounts', () => {
  it('counts connected only when CONNECTED, per company and in total', () => {
    const { byCompany, total } = connectionCounts(
      [1, 2, 3],
      [
        { companyId: 1, status: 'CONNECTED' },
        { companyId: 1, status: 'qrcode' },
        { companyId: 1, status: 'connected' },
        { companyId: 2, status: 'OPENING' },
        { companyId: 2, status: 'CONNECTED' },
        { companyId: 9, status: 'CONNECTED' },
      ],
    );
    expect(byCompany.get(1)).toEqual({ connected: 1, disconnected: 2, total: 3 });
    expect(byCompany.get(2)).toEqual({ connected: 1, disconnected: 1, total: 2 });
    expect(byCompany.get(3)).toEqual({ connected: 0, disconnected: 0, total: 0 });
    expect(byCompany.has(9)).toBe(false);
    expect(total).toEqual({ connected: 3, disconnected: 3, total: 6 });
  });
});
