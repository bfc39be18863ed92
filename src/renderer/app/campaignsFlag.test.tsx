import { act, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, renderWithApp, testI18n } from '@renderer/test/render';
import { CAMPAIGNS_FLAG, markCampaignsShown, RequireCampaignsFlag } from './campaignsFlag';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => localStorage.clear());

const page = () =>
  renderWithApp(
    i18n,
    <Route
      path="/contact-lists"
      element={
        <RequireCampaignsFlag>
          <h1>Listas</h1>
        </RequireCampaignsFlag>
      }
    />,
    '/contact-lists',
  );

describe("the campaign family's routes (spec 1 §2: only while the local 'cshow' flag exists)", () => {
  it('shows the not-found page without the flag', () => {
    page();
    expect(screen.queryByRole('heading', { name: 'Listas' })).toBeNull();
    expect(screen.getByText('Página não encontrada')).toBeVisible();
  });

  it('shows the page once the menu has shown the campaigns entries', () => {
    markCampaignsShown();
    expect(localStorage.getItem(CAMPAIGNS_FLAG)).not.toBeNull();
    page();
    expect(screen.getByRole('heading', { name: 'Listas' })).toBeVisible();
  });

  it('shows a page opened before the flag as soon as the menu sets it', () => {
    page();
    expect(screen.getByText('Página não encontrada')).toBeVisible();
    act(() => markCampaignsShown());
    expect(screen.getByRole('heading', { name: 'Listas' })).toBeVisible();
  });
});
