CREATE TABLE "chatMembers" (
	"chatId" integer NOT NULL,
	"userId" integer NOT NULL,
	"unreads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chatMembers_chatId_userId_pk" PRIMARY KEY("chatId","userId")
);
--> statement-breakpoint
CREATE TABLE "chatMessages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chatId" integer NOT NULL,
	"senderId" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"mediaPath" text,
	"mediaName" text,
	"clientId" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_client" UNIQUE("chatId","clientId")
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"companyId" integer NOT NULL,
	"title" text NOT NULL,
	"ownerId" integer NOT NULL,
	"lastMessage" text DEFAULT '' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "chatMembers" ADD CONSTRAINT "chatMembers_chatId_chats_id_fk" FOREIGN KEY ("chatId") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatMembers" ADD CONSTRAINT "chatMembers_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatMessages" ADD CONSTRAINT "chatMessages_chatId_chats_id_fk" FOREIGN KEY ("chatId") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatMessages" ADD CONSTRAINT "chatMessages_senderId_users_id_fk" FOREIGN KEY ("senderId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_ownerId_users_id_fk" FOREIGN KEY ("ownerId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_members_user" ON "chatMembers" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "chat_messages_chat" ON "chatMessages" USING btree ("chatId","createdAt");--> statement-breakpoint
CREATE INDEX "chats_company_updated" ON "chats" USING btree ("companyId","updatedAt");