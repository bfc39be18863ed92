import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

const attendant = { profile: 'user' as const, super: false, showDashboard: 'disabled' as const };
const admin = { profile: 'admin' as const, super: false };
const plan = { useKanban: false, useSchedules: true };

describe('where a sign-in lands', () => {
  it('an attendant signing in from / lands on the inbox, not on the dashboard they may not see', () => {
    expect(landingPath('/', { user: attendant, plan, expired: false })).toBe('/tickets');
    expect(landingPath('/', { user: admin, plan, expired: false })).toBe('/');
  });

  it('goes back to the page the user was heading to when they may see it', () => {
    expect(landingPath('/tickets/abc-123', { user: attendant, plan, expired: false })).toBe('/tickets/abc-123');
    expect(landingPath('/todolist', { user: attendant, plan, expired: false })).toBe('/todolist');
    expect(landingPath('/schedules', { user: attendant, plan, expired: false })).toBe('/schedules');
  });

  it('never to a page the user may not see: a plan without kanban, a screen for admins or super users', () => {
    expect(landingPath('/kanban', { user: admin, plan, expired: false })).toBe('/tickets');
    expect(landingPath('/users', { user: attendant, plan, expired: false })).toBe('/tickets');
    expect(landingPath('/companies/3', { user: admin, plan, expired: false })).toBe('/tickets');
  });

  it('/financeiro-aberto is for a company past its due date only, and then always', () => {
    expect(landingPath('/financeiro-aberto', { user: admin, plan, expired: false })).toBe('/tickets');
    expect(landingPath('/tickets', { user: admin, plan, expired: true })).toBe('/financeiro-aberto');
  });

  it('with nowhere in particular, the inbox', () => {
    expect(landingPath(null, { user: attendant, plan, expired: false })).toBe('/tickets');
    expect(landingPath('/login', { user: attendant, plan, expired: false })).toBe('/tickets');
  });
});
