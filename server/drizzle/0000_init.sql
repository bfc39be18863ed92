CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"document" text,
	"status" boolean DEFAULT true NOT NULL,
	"dueDate" date,
	"recurrence" text,
	"planId" integer,
	"lastLogin" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"showNotificationPending" text DEFAULT 'disabled' NOT NULL,
	"sendGreetingAccepted" text DEFAULT 'disabled' NOT NULL,
	"greetingAcceptedMessage" text DEFAULT '' NOT NULL,
	"requiredTag" text DEFAULT 'disabled' NOT NULL,
	"lgpdHideNumber" text DEFAULT 'disabled' NOT NULL,
	"sendSignMessage" text DEFAULT 'enabled' NOT NULL,
	"lgpdDeleteMessage" text DEFAULT 'disabled' NOT NULL,
	"enableLGPD" text DEFAULT 'disabled' NOT NULL,
	"lgpdConsent" text DEFAULT 'disabled' NOT NULL,
	"lgpdMessage" text DEFAULT '' NOT NULL,
	"lgpdLink" text DEFAULT '' NOT NULL,
	"userRating" text DEFAULT 'disabled' NOT NULL,
	"scheduleType" text DEFAULT 'disabled' NOT NULL,
	"acceptCallWhatsapp" text DEFAULT 'disabled' NOT NULL,
	"AcceptCallWhatsappMessage" text DEFAULT '' NOT NULL,
	"userRandom" text DEFAULT 'disabled' NOT NULL,
	"sendGreetingMessageOneQueues" text DEFAULT 'disabled' NOT NULL,
	"sendFarewellWaitingTicket" text DEFAULT 'disabled' NOT NULL,
	"sendQueuePosition" text DEFAULT 'disabled' NOT NULL,
	"sendQueuePositionMessage" text DEFAULT '' NOT NULL,
	"acceptAudioMessageContact" text DEFAULT 'disabled' NOT NULL,
	"sendMsgTransfTicket" text DEFAULT 'disabled' NOT NULL,
	"transferMessage" text DEFAULT '' NOT NULL,
	"DirectTicketsToWallets" text DEFAULT 'disabled' NOT NULL,
	"closeTicketOnTransfer" text DEFAULT 'disabled' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_companyId_unique" UNIQUE("companyId")
);
--> statement-breakpoint
CREATE TABLE "helps" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"video" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"queues" integer DEFAULT 0 NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"useWhatsapp" boolean DEFAULT true NOT NULL,
	"useFacebook" boolean DEFAULT true NOT NULL,
	"useInstagram" boolean DEFAULT true NOT NULL,
	"useCampaigns" boolean DEFAULT true NOT NULL,
	"useKanban" boolean DEFAULT true NOT NULL,
	"useOpenAi" boolean DEFAULT true NOT NULL,
	"useIntegrations" boolean DEFAULT true NOT NULL,
	"useSchedules" boolean DEFAULT true NOT NULL,
	"useInternalChat" boolean DEFAULT true NOT NULL,
	"useExternalApi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "server_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"key" text NOT NULL,
	"value" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_company_key_uq" UNIQUE("companyId","key")
);
--> statement-breakpoint
CREATE TABLE "queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"orderQueue" integer,
	"greetingMessage" text,
	"outOfHoursMessage" text,
	"tempoRoteador" integer DEFAULT 0 NOT NULL,
	"ativarRoteador" boolean DEFAULT false NOT NULL,
	"integrationId" integer,
	"fileListId" integer,
	"closeTicket" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queues_company_name_uq" UNIQUE("companyId","name"),
	CONSTRAINT "queues_company_color_uq" UNIQUE("companyId","color")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" integer NOT NULL,
	"tokenHash" text NOT NULL,
	"family" text NOT NULL,
	"tokenVersion" integer NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("tokenHash")
);
--> statement-breakpoint
CREATE TABLE "user_queues" (
	"userId" integer NOT NULL,
	"queueId" integer NOT NULL,
	CONSTRAINT "user_queues_userId_queueId_pk" PRIMARY KEY("userId","queueId")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"passwordHash" text NOT NULL,
	"tokenVersion" integer DEFAULT 0 NOT NULL,
	"profile" text DEFAULT 'user' NOT NULL,
	"super" boolean DEFAULT false NOT NULL,
	"profileImage" text,
	"color" text,
	"startWork" text DEFAULT '00:00' NOT NULL,
	"endWork" text DEFAULT '23:59' NOT NULL,
	"farewellMessage" text,
	"allTicket" text DEFAULT 'disabled' NOT NULL,
	"allowGroup" boolean DEFAULT false NOT NULL,
	"defaultTheme" text DEFAULT 'light' NOT NULL,
	"defaultMenu" text DEFAULT 'open' NOT NULL,
	"allHistoric" text DEFAULT 'disabled' NOT NULL,
	"allUserChat" text DEFAULT 'disabled' NOT NULL,
	"userClosePendingTicket" text DEFAULT 'enabled' NOT NULL,
	"showDashboard" text DEFAULT 'disabled' NOT NULL,
	"allowRealTime" text DEFAULT 'disabled' NOT NULL,
	"allowConnections" text DEFAULT 'disabled' NOT NULL,
	"whatsappId" integer,
	"defaultTicketsManagerWidth" integer DEFAULT 550 NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"lastLogin" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_queues" (
	"whatsappId" integer NOT NULL,
	"queueId" integer NOT NULL,
	CONSTRAINT "whatsapp_queues_whatsappId_queueId_pk" PRIMARY KEY("whatsappId","queueId")
);
--> statement-breakpoint
CREATE TABLE "whatsapps" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"status" text DEFAULT 'DISCONNECTED' NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"token" text NOT NULL,
	"isDefault" boolean DEFAULT false NOT NULL,
	"number" text,
	"qrcode" text,
	"greetingMessage" text,
	"complationMessage" text,
	"outOfHoursMessage" text,
	"ratingMessage" text,
	"groupAsTicket" text DEFAULT 'disabled' NOT NULL,
	"allowGroup" boolean DEFAULT false NOT NULL,
	"expiresTicket" integer DEFAULT 0 NOT NULL,
	"expiresInactiveMessage" text,
	"timeUseBotQueues" integer DEFAULT 0 NOT NULL,
	"maxUseBotQueues" integer DEFAULT 3 NOT NULL,
	"timeSendQueue" integer DEFAULT 0 NOT NULL,
	"sendIdQueue" integer,
	"inactiveMessage" text,
	"timeInactiveMessage" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapps_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "contact_custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"contactId" integer NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_tags" (
	"contactId" integer NOT NULL,
	"tagId" integer NOT NULL,
	CONSTRAINT "contact_tags_contactId_tagId_pk" PRIMARY KEY("contactId","tagId")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"profilePicUrl" text,
	"isGroup" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"disableBot" boolean DEFAULT false NOT NULL,
	"acceptAudioMessage" boolean DEFAULT true NOT NULL,
	"lgpdAcceptedAt" timestamp with time zone,
	"whatsappId" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "contacts_company_number_uq" UNIQUE("companyId","number")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"kanban" integer DEFAULT 0 NOT NULL,
	"timeLane" integer DEFAULT 0 NOT NULL,
	"nextLaneId" integer,
	"rollbackLaneId" integer,
	"greetingMessageLane" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"wid" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"fromMe" boolean DEFAULT false NOT NULL,
	"ack" integer DEFAULT 0 NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"mediaType" text DEFAULT 'chat' NOT NULL,
	"mediaUrl" text,
	"quotedMsgId" integer,
	"isPrivate" boolean DEFAULT false NOT NULL,
	"isDeleted" boolean DEFAULT false NOT NULL,
	"isEdited" boolean DEFAULT false NOT NULL,
	"isForwarded" boolean DEFAULT false NOT NULL,
	"ticketId" integer NOT NULL,
	"contactId" integer,
	"companyId" integer NOT NULL,
	"queueId" integer,
	"userId" integer,
	"clientId" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_ticket_client_uq" UNIQUE("ticketId","clientId")
);
--> statement-breakpoint
CREATE TABLE "ticket_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"ticketId" integer NOT NULL,
	"userId" integer,
	"queueId" integer,
	"companyId" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_tags" (
	"ticketId" integer NOT NULL,
	"tagId" integer NOT NULL,
	CONSTRAINT "ticket_tags_ticketId_tagId_pk" PRIMARY KEY("ticketId","tagId")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"companyId" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lastMessage" text DEFAULT '' NOT NULL,
	"unreadMessages" integer DEFAULT 0 NOT NULL,
	"isGroup" boolean DEFAULT false NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"contactId" integer NOT NULL,
	"userId" integer,
	"queueId" integer,
	"whatsappId" integer,
	"isBot" boolean DEFAULT false NOT NULL,
	"amountUsedBotQueues" integer DEFAULT 0 NOT NULL,
	"useIntegration" boolean DEFAULT false NOT NULL,
	"integrationId" integer,
	"closedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_planId_plans_id_fk" FOREIGN KEY ("planId") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_queues" ADD CONSTRAINT "user_queues_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_queues" ADD CONSTRAINT "user_queues_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_whatsappId_whatsapps_id_fk" FOREIGN KEY ("whatsappId") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_custom_fields" ADD CONSTRAINT "contact_custom_fields_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tags" ADD CONSTRAINT "contact_tags_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tags" ADD CONSTRAINT "contact_tags_tagId_tags_id_fk" FOREIGN KEY ("tagId") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_whatsappId_whatsapps_id_fk" FOREIGN KEY ("whatsappId") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_quotedMsgId_messages_id_fk" FOREIGN KEY ("quotedMsgId") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_ticketId_tickets_id_fk" FOREIGN KEY ("ticketId") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_ticketId_tickets_id_fk" FOREIGN KEY ("ticketId") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_ticketId_tickets_id_fk" FOREIGN KEY ("ticketId") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_tagId_tags_id_fk" FOREIGN KEY ("tagId") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_whatsappId_whatsapps_id_fk" FOREIGN KEY ("whatsappId") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("companyId");--> statement-breakpoint
CREATE INDEX "messages_ticket_created_idx" ON "messages" USING btree ("ticketId","createdAt");--> statement-breakpoint
CREATE INDEX "ticket_logs_ticket_idx" ON "ticket_logs" USING btree ("ticketId");--> statement-breakpoint
CREATE INDEX "tickets_company_status_idx" ON "tickets" USING btree ("companyId","status","updatedAt");--> statement-breakpoint
CREATE INDEX "tickets_contact_idx" ON "tickets" USING btree ("contactId");