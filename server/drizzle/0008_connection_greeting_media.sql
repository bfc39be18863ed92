ALTER TABLE "whatsapps" ADD COLUMN "greetingMediaPath" text;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "greetingMediaAttachment" text;