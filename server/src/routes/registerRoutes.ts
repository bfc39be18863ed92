import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authGuard } from '../http/authGuard';
import { hasContactNumbers, maskContactNumbers } from '../services/numberMasking';
import { registerAnnouncementRoutes } from './announcements';
import { registerAuthRoutes } from './auth';
import { registerChatbotRoutes } from './chatbots';
import { registerChatRoutes } from './chats';
import { registerCompanyRoutes } from './companies';
import { registerContactRoutes } from './contacts';
import { registerContactImportRoutes } from './contactImport';
import { registerDashboardRoutes } from './dashboard';
import { registerExternalApiRoutes } from './externalApi';
import { registerFacebookRoutes } from './facebook';
import { registerFileListRoutes } from './fileLists';
import { registerContactListRoutes } from './contactLists';
import { registerCampaignRoutes } from './campaigns';
import { registerHelpRoutes } from './helps';
import { registerPlanRoutes } from './plans';
import { registerInvoiceRoutes } from './invoices';
import { registerKanbanRoutes } from './kanban';
import { registerMediaRoutes } from './media';
import { registerMessageActionRoutes } from './messageActions';
import { registerMessageRoutes } from './messages';
import { registerMetaRoutes } from './meta';
import { registerPromptRoutes } from './prompts';
import { registerFlowCampaignRoutes } from './flowCampaigns';
import { registerPublicSettingRoutes } from './publicSettings';
import { registerQueueRoutes } from './queues';
import { registerQueueIntegrationRoutes } from './queueIntegrations';
import { registerQuickMessageRoutes } from './quickMessages';
import { registerReportRoutes } from './reports';
import { registerSandboxRoutes } from './sandbox';
import { registerSandboxPairingRoutes } from './sandboxPairing';
import { registerSandboxPixRoutes } from './sandboxPix';
import { registerScheduleRoutes } from './schedules';
import { registerSettingRoutes } from './settings';
import { registerSignupRoutes } from './signup';
import { registerTaggingRoutes } from './taggings';
import { registerTestingRoutes } from './testing';
import { registerTagRoutes } from './tags';
import { registerTicketNoteRoutes } from './ticketNotes';
import { registerTicketRoutes } from './tickets';
import { registerUserRoutes } from './users';
import { registerWhatsappRoutes } from './whatsapp';

/** Public routes (media checks its own signature), then every authenticated feature behind the bearer guard. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerAuthRoutes(app, ctx);
  registerPublicSettingRoutes(app, ctx);
  registerSignupRoutes(app, ctx);
  registerSandboxRoutes(app, ctx);
  registerSandboxPairingRoutes(app, ctx);
  // The sandbox payment provider's confirmation of a Pix charge (routes/sandboxPix.ts).
  registerSandboxPixRoutes(app, ctx);
  // The messages API: a connection's token, not a session (routes/externalApi.ts).
  registerExternalApiRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  // Tests only: a company of their own per test (routes/testing.ts); absent unless asked for.
  if (ctx.options.testFactory) registerTestingRoutes(app, ctx);
  await app.register(async (scope) => {
    scope.decorateRequest('actor', null);
    // On request, before the body is read: an anonymous caller gets its 401/403 without the
    // server parsing (or streaming to disk) whatever it sent.
    scope.addHook('onRequest', authGuard(ctx));
    // LGPD: a profile-user reader gets contact numbers masked in every reply (services/numberMasking.ts).
    scope.addHook('preSerialization', async (req, _reply, payload) => {
      if (req.actor?.profile !== 'user' || !hasContactNumbers(payload)) return payload;
      return (await ctx.numberMasking.masks(req.actor.companyId)) ? maskContactNumbers(payload) : payload;
    });
    registerMetaRoutes(scope, ctx);
    registerSettingRoutes(scope, ctx);
    registerUserRoutes(scope, ctx);
    registerQueueRoutes(scope, ctx);
    registerChatbotRoutes(scope, ctx);
    registerCompanyRoutes(scope, ctx);
    registerWhatsappRoutes(scope, ctx);
    registerFacebookRoutes(scope, ctx);
    registerHelpRoutes(scope, ctx);
    registerPlanRoutes(scope, ctx);
    registerTagRoutes(scope, ctx);
    registerContactRoutes(scope, ctx);
    registerContactImportRoutes(scope, ctx);
    registerTicketRoutes(scope, ctx);
    registerTicketNoteRoutes(scope, ctx);
    registerTaggingRoutes(scope, ctx);
    registerMessageRoutes(scope, ctx);
    registerMessageActionRoutes(scope, ctx);
    registerScheduleRoutes(scope, ctx);
    registerQuickMessageRoutes(scope, ctx);
    registerReportRoutes(scope, ctx);
    registerDashboardRoutes(scope, ctx);
    registerKanbanRoutes(scope, ctx);
    registerPromptRoutes(scope, ctx);
    registerAnnouncementRoutes(scope, ctx);
    registerQueueIntegrationRoutes(scope, ctx);
    registerFileListRoutes(scope, ctx);
    registerContactListRoutes(scope, ctx);
    registerCampaignRoutes(scope, ctx);
    registerChatRoutes(scope, ctx);
    registerInvoiceRoutes(scope, ctx);
    registerFlowCampaignRoutes(scope, ctx);
  });
}
