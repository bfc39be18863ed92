import { lazy, Suspense, useEffect, type ComponentProps, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@renderer/session';
import { BackendSetupPage, LoginPage, SubscriptionExpiredPage } from '@renderer/features/account';
import { loadTicketsPage, startInboxList, StartTicketDialog, TicketLogModal, TicketsPage } from '@renderer/features/tickets';
import { QuickMessagesPage } from '@renderer/features/quickMessages';
import { AllConnectionsPage } from '@renderer/features/allConnections';
import { QueuesPage } from '@renderer/features/queues';
import { MomentsPage } from '@renderer/features/moments';
import { ReportsPage } from '@renderer/features/reports';
import { ContactImportPage } from '@renderer/features/contactSpreadsheets';
import { DashboardPage } from '@renderer/features/dashboard';
import { SettingsPage } from '@renderer/features/settings';
import { HelpsPage } from '@renderer/features/helps';
import { KanbanPage } from '@renderer/features/kanban';
import { FlowBuilderPage } from '@renderer/features/flowBuilder';
import { TagsPage } from '@renderer/features/tags';
import { TodoPage } from '@renderer/features/todo';
import { UsersPage } from '@renderer/features/users';
import { MessagesApiPage } from '@renderer/features/messagesApi';
import { SchedulesPage } from '@renderer/features/schedules';
import { ContactListItemsPage, ContactListsPage } from '@renderer/features/contactLists';
import { CampaignReportPage, CampaignSettingsPage, CampaignsPage } from '@renderer/features/campaigns';
import { CompaniesPage } from '@renderer/features/companies';
import { PhraseListsPage } from '@renderer/features/phraseLists';
import { SignupPage } from '@renderer/features/signup';
import { NamespacesGate } from '@renderer/i18n';
import { LoadingScreen, markFirstScreenShownAfterPaint, NotFoundPage } from '@renderer/ui';
import { RequireCampaignsFlag } from './campaignsFlag';
import { DesktopBridge } from './desktop/DesktopBridge';
import { AppLayout, useFirstScreenPreloaded } from './preloadFirstScreen';
import { PublicOnly, RequireAuth, RequireExpired, TicketUuidGuard } from './guards';
import { RequirePlan } from './RequirePlan';
import { PUBLIC_NAMESPACES, SIGNED_IN_NAMESPACES, SIGNED_IN_TRANSLATIONS } from './namespaces';

// Features whose index also hands other features or the shell static parts (a select, a dialog,
// the chats popover and its live store, the announcements bell): the router reaches them through a
// dynamic import, so those parts stay out of the entry chunk and load with the screens that use
// them. The index's page is itself lazy, and a lazy component must resolve to a plain one.
const routePage = (Page: ComponentType) =>
  function RoutePage() {
    return <Page />;
  };
const QueueIntegrationsPage = lazy(() =>
  import('@renderer/features/queueIntegrations').then((m) => ({ default: routePage(m.QueueIntegrationsPage) })),
);
const PromptsPage = lazy(() =>
  import('@renderer/features/prompts').then((m) => ({ default: routePage(m.PromptsPage) })),
);
const ChatsPage = lazy(() => import('@renderer/features/chats').then((m) => ({ default: routePage(m.ChatsPage) })));
const AnnouncementsPage = lazy(() =>
  import('@renderer/features/announcements').then((m) => ({ default: routePage(m.AnnouncementsPage) })),
);
const ConnectionsPage = lazy(() =>
  import('@renderer/features/connections').then((m) => ({ default: routePage(m.ConnectionsPage) })),
);
// The contacts index hands the composer, the tickets and the schedule form their contact pieces.
const ContactsPage = lazy(() =>
  import('@renderer/features/contacts').then((m) => ({
    default: function ContactsRoute() {
      return <m.ContactsPage StartTicket={StartTicketDialog} />;
    },
  })),
);
const TagContactsDialog = lazy(() =>
  import('@renderer/features/contacts').then((m) => ({
    default: (props: ComponentProps<typeof m.TagContactsDialog>) => <m.TagContactsDialog {...props} />,
  })),
);
const FileListsPage = lazy(() =>
  import('@renderer/features/fileLists').then((m) => ({ default: routePage(m.FileListsPage) })),
);
const FinancePage = lazy(() =>
  import('@renderer/features/billing').then((m) => ({ default: routePage(m.FinancePage) })),
);
const SubscriptionPage = lazy(() =>
  import('@renderer/features/billing').then((m) => ({ default: routePage(m.SubscriptionPage) })),
);

/** The signed-in layout once its chunk and its screens' strings are in (both fetched at once). */
function SignedInLayout() {
  void AppLayout.preload();
  // After a sign-in on the login page: the inbox's chunk comes beside the layout's, and its list is
  // asked for with the inbox's code, not once the layout has rendered (at start-up,
  // preloadFirstScreen did both). Asking again costs nothing: a chunk loads once, and a list
  // loaded, loading or failed is left as it is.
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  if (pathname.startsWith('/tickets')) {
    void loadTicketsPage(pathname);
    if (user) void startInboxList(user);
  }
  return (
    <NamespacesGate loaders={SIGNED_IN_NAMESPACES} translations={SIGNED_IN_TRANSLATIONS}>
      <AppLayout />
    </NamespacesGate>
  );
}

/**
 * Signed out, the screen shown (login, sign-up, backend choice) is the first screen. Inside the
 * routes' Suspense, it commits with the screen's lazy chunk, not before it.
 */
function FirstScreenShown() {
  useEffect(() => markFirstScreenShownAfterPaint(), []);
  return null;
}

/** Routes of spec 1 §2 (paths exactly as the spec's table); screens load lazily. */
export function AppRouter() {
  const { t } = useTranslation('shell');
  const phase = useSession((s) => s.phase);
  const signedOut = phase === 'anonymous' || phase === 'needsBackend';
  const preloaded = useFirstScreenPreloaded();

  if (phase === 'booting' || (phase === 'authenticated' && !preloaded)) return <LoadingScreen label={t('loading')} />;

  return (
    <BrowserRouter>
      <DesktopBridge />
      <Suspense fallback={<LoadingScreen label={t('loading')} />}>
        {signedOut && <FirstScreenShown />}
        {phase === 'needsBackend' ? (
          <BackendSetupPage />
        ) : (
          <Routes>
            <Route
              path="/login"
              element={
                <PublicOnly>
                  <LoginPage />
                </PublicOnly>
              }
            />
            <Route
              path="/signup"
              element={
                <PublicOnly>
                  <NamespacesGate loaders={PUBLIC_NAMESPACES}>
                    <SignupPage />
                  </NamespacesGate>
                </PublicOnly>
              }
            />
            <Route
              element={
                <RequireAuth>
                  <SignedInLayout />
                </RequireAuth>
              }
            >
              {/* A profile user without showDashboard gets the 403 page there (spec 1 §2). */}
              <Route index element={<DashboardPage />} />
              <Route path="/tickets" element={<TicketsPage />} />
              <Route
                path="/tickets/:ticketId"
                element={
                  <TicketUuidGuard>
                    <TicketsPage />
                  </TicketUuidGuard>
                }
              />
              <Route path="/quick-messages" element={<QuickMessagesPage />} />
              <Route path="/contacts" element={<ContactsPage />} />
              <Route path="/contacts/import" element={<ContactImportPage />} />
              <Route path="/todolist" element={<TodoPage />} />
              <Route path="/users" element={<UsersPage />} />
              <Route path="/queues" element={<QueuesPage />} />
              <Route path="/connections" element={<ConnectionsPage />} />
              {/* Super user only; anyone else goes to /tickets (spec 3 §6, not the usual / redirect). */}
              <Route path="/allConnections" element={<AllConnectionsPage />} />
              {/* Management group: each page shows the no-permission view to a user it is not for (spec 1 §2). */}
              <Route path="/moments" element={<MomentsPage />} />
              <Route path="/reports" element={<ReportsPage TicketLog={TicketLogModal} />} />
              {/* Admin only: the page shows the no-permission view to a profile user (spec 2 §2). */}
              <Route path="/settings" element={<SettingsPage />} />
              <Route path="/helps" element={<HelpsPage />} />
              <Route path="/tags" element={<TagsPage TagContacts={TagContactsDialog} />} />
              {/* Plan useKanban (spec 2 §2); the column manager is the tags page for kanban lanes. */}
              <Route
                path="/Kanban"
                element={
                  <RequirePlan gate={{ plan: 'useKanban' }}>
                    <KanbanPage />
                  </RequirePlan>
                }
              />
              <Route path="/TagsKanban" element={<TagsPage kanban />} />
              {/* No plan gate and no menu entry (spec 3 lists it among the plain private routes, spec 1's menu omits it); admins only. */}
              <Route path="/phrase-lists" element={<PhraseListsPage />} />
              {/* Plan useOpenAi (spec 2 §2); a profile user gets access denied there. */}
              <Route
                path="/prompts"
                element={
                  <RequirePlan gate={{ plan: 'useOpenAi' }}>
                    <PromptsPage />
                  </RequirePlan>
                }
              />
              {/* The campaign family (spec 3): plan useCampaigns, and only while the local 'cshow' flag exists. */}
              <Route
                path="/contact-lists"
                element={
                  <RequireCampaignsFlag>
                    <RequirePlan gate={{ plan: 'useCampaigns' }}>
                      <ContactListsPage />
                    </RequirePlan>
                  </RequireCampaignsFlag>
                }
              />
              <Route
                path="/contact-lists/:contactListId/contacts"
                element={
                  <RequireCampaignsFlag>
                    <RequirePlan gate={{ plan: 'useCampaigns' }}>
                      <ContactListItemsPage />
                    </RequirePlan>
                  </RequireCampaignsFlag>
                }
              />
              <Route
                path="/campaigns"
                element={
                  <RequireCampaignsFlag>
                    <RequirePlan gate={{ plan: 'useCampaigns' }}>
                      <CampaignsPage />
                    </RequirePlan>
                  </RequireCampaignsFlag>
                }
              />
              <Route
                path="/campaign/:campaignId/report"
                element={
                  <RequireCampaignsFlag>
                    <RequirePlan gate={{ plan: 'useCampaigns' }}>
                      <CampaignReportPage />
                    </RequirePlan>
                  </RequireCampaignsFlag>
                }
              />
              <Route
                path="/campaigns-config"
                element={
                  <RequireCampaignsFlag>
                    <RequirePlan gate={{ plan: 'useCampaigns' }}>
                      <CampaignSettingsPage />
                    </RequirePlan>
                  </RequireCampaignsFlag>
                }
              />
              {/* Plan useSchedules (spec 3 "Schedules"); ?contactId= opens the form for that contact. */}
              <Route
                path="/schedules"
                element={
                  <RequirePlan gate={{ plan: 'useSchedules' }}>
                    <SchedulesPage />
                  </RequirePlan>
                }
              />
              {/* Plan useExternalApi (spec 3 "Messages API"); for those who manage connections. */}
              <Route
                path="/messages-api"
                element={
                  <RequirePlan gate={{ plan: 'useExternalApi' }}>
                    <MessagesApiPage />
                  </RequirePlan>
                }
              />
              {/* Plan useInternalChat (spec 1 §2); the open chat is /chats/{uuid}. */}
              {['/chats', '/chats/:uuid'].map((path) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <RequirePlan gate={{ plan: 'useInternalChat' }}>
                      <ChatsPage />
                    </RequirePlan>
                  }
                />
              ))}
              {/* Super user only (spec 3 §6): anyone else gets the toast and goes to /. */}
              <Route
                path="/announcements"
                element={
                  <RequirePlan gate={{ superOnly: true }}>
                    <AnnouncementsPage />
                  </RequirePlan>
                }
              />
              <Route
                path="/companies"
                element={
                  <RequirePlan gate={{ superOnly: true }}>
                    <CompaniesPage />
                  </RequirePlan>
                }
              />
              {/* Admin only: the page shows the no-permission view to a profile user (spec 2 §6). */}
              <Route path="/AcessTypebot" element={<FlowBuilderPage />} />
              {/* Plan useIntegrations; a profile user gets the no-access placeholder (spec 2 §2, §6). */}
              <Route
                path="/queue-integration"
                element={
                  <RequirePlan gate={{ plan: 'useIntegrations' }}>
                    <QueueIntegrationsPage />
                  </RequirePlan>
                }
              />
              {/* Admin only: the page shows the no-access placeholder to a profile user (spec 2 §6). */}
              <Route path="/files" element={<FileListsPage />} />
              {/* Admin only: the page shows the no-permission view to a profile user; reachable when expired. */}
              <Route path="/financeiro" element={<FinancePage />} />
              <Route path="/subscription" element={<SubscriptionPage />} />
              <Route
                path="/financeiro-aberto"
                element={
                  <RequireExpired>
                    <SubscriptionExpiredPage />
                  </RequireExpired>
                }
              />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        )}
      </Suspense>
    </BrowserRouter>
  );
}
