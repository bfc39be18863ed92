CREATE TABLE "queue_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"projectName" text,
	"jsonContent" text,
	"language" text,
	"urlN8N" text,
	"typebotSlug" text,
	"typebotExpires" integer DEFAULT 1 NOT NULL,
	"typebotDelayMessage" integer DEFAULT 1000 NOT NULL,
	"typebotKeywordFinish" text,
	"typebotKeywordRestart" text,
	"typebotRestartMessage" text,
	"typebotUnknownMessage" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_integrations" ADD CONSTRAINT "queue_integrations_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queue_integrations_company_idx" ON "queue_integrations" USING btree ("companyId","createdAt");