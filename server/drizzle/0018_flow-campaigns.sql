CREATE TABLE "flow_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"flowId" integer NOT NULL,
	"whatsappId" integer,
	"phrase" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"companyId" integer NOT NULL,
	"name" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_campaigns" ADD CONSTRAINT "flow_campaigns_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_campaigns" ADD CONSTRAINT "flow_campaigns_flowId_flows_id_fk" FOREIGN KEY ("flowId") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_campaigns" ADD CONSTRAINT "flow_campaigns_whatsappId_whatsapps_id_fk" FOREIGN KEY ("whatsappId") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_campaigns_company_name" ON "flow_campaigns" USING btree ("companyId","name");--> statement-breakpoint
CREATE INDEX "flows_company_name" ON "flows" USING btree ("companyId","name");