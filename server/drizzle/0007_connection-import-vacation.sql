ALTER TABLE "whatsapps" ADD COLUMN "enableImportMessage" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "importOldMessages" text;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "importRecentMessages" text;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "importOldMessagesGroups" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "closedTicketsPostImported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "queueIdImportMessages" integer;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "collectiveVacationStart" text;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "collectiveVacationEnd" text;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "collectiveVacationMessage" text;