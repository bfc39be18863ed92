CREATE TABLE "quick_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"shortcode" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"mediaPath" text,
	"mediaName" text,
	"geral" boolean DEFAULT false NOT NULL,
	"visao" boolean DEFAULT true NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"userId" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"body" text NOT NULL,
	"sendAt" timestamp with time zone NOT NULL,
	"anchorAt" timestamp with time zone NOT NULL,
	"sentAt" timestamp with time zone,
	"status" text DEFAULT 'PENDENTE' NOT NULL,
	"contactId" integer NOT NULL,
	"ticketId" integer,
	"userId" integer,
	"ticketUserId" integer,
	"queueId" integer,
	"whatsappId" integer,
	"openTicket" text DEFAULT 'disabled' NOT NULL,
	"statusTicket" text DEFAULT 'closed' NOT NULL,
	"intervalo" integer DEFAULT 1 NOT NULL,
	"valorIntervalo" integer DEFAULT 0 NOT NULL,
	"enviarQuantasVezes" integer DEFAULT 1 NOT NULL,
	"tipoDias" integer DEFAULT 4 NOT NULL,
	"contadorEnvio" integer DEFAULT 0 NOT NULL,
	"assinar" boolean DEFAULT false NOT NULL,
	"mediaPath" text,
	"mediaName" text,
	"lastError" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quick_messages" ADD CONSTRAINT "quick_messages_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_messages" ADD CONSTRAINT "quick_messages_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_contactId_contacts_id_fk" FOREIGN KEY ("contactId") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_ticketId_tickets_id_fk" FOREIGN KEY ("ticketId") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_ticketUserId_users_id_fk" FOREIGN KEY ("ticketUserId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_whatsappId_whatsapps_id_fk" FOREIGN KEY ("whatsappId") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_messages_company_idx" ON "quick_messages" USING btree ("companyId","shortcode");--> statement-breakpoint
CREATE INDEX "schedules_due_idx" ON "schedules" USING btree ("status","sendAt");--> statement-breakpoint
CREATE INDEX "schedules_company_idx" ON "schedules" USING btree ("companyId");