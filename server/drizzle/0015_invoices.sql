CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"value" numeric(12, 2) DEFAULT 0 NOT NULL,
	"dueDate" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paidAt" timestamp with time zone,
	"pixCode" text,
	"txid" text,
	"users" integer,
	"connections" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_txid_unique" UNIQUE("txid")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_due" ON "invoices" USING btree ("companyId","dueDate");