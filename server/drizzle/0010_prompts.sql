CREATE TABLE "prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"prompt" text NOT NULL,
	"apiKey" text DEFAULT '' NOT NULL,
	"queueId" integer,
	"maxTokens" integer DEFAULT 100 NOT NULL,
	"temperature" double precision DEFAULT 1 NOT NULL,
	"maxMessages" integer DEFAULT 10 NOT NULL,
	"voice" text DEFAULT 'texto' NOT NULL,
	"voiceKey" text,
	"voiceRegion" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_queueId_queues_id_fk" FOREIGN KEY ("queueId") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompts_company_name" ON "prompts" USING btree ("companyId","name");