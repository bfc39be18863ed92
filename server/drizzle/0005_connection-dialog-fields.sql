ALTER TABLE "whatsapps" ADD COLUMN "expiresTicketNPS" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "maxUseBotQueuesNPS" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "whenExpiresTicket" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "timeCreateNewTicket" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "integrationId" integer;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "promptId" integer;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "flowIdWelcome" integer;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "flowIdNotPhrase" integer;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "facebookUserId" text;