CREATE TABLE "chatbots" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"queueId" integer NOT NULL,
	"chatbotId" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"greetingMessage" text,
	"queueType" text DEFAULT 'text' NOT NULL,
	"optQueueId" integer,
	"optUserId" integer,
	"optIntegrationId" integer,
	"optFileId" integer,
	"closeTicket" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "schedules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "queues" ADD COLUMN "schedules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "schedules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "chatbotId" integer;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_chatbotId_chatbots_id_fk" FOREIGN KEY ("chatbotId") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_optQueueId_queues_id_fk" FOREIGN KEY ("optQueueId") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_optUserId_users_id_fk" FOREIGN KEY ("optUserId") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chatbots_queue_idx" ON "chatbots" USING btree ("queueId");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_chatbotId_chatbots_id_fk" FOREIGN KEY ("chatbotId") REFERENCES "public"."chatbots"("id") ON DELETE set null ON UPDATE no action;