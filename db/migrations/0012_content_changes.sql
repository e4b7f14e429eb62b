CREATE TABLE "content_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"entry_id" text NOT NULL,
	"action" text NOT NULL,
	"languages" text[] NOT NULL,
	"fields" text[] NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_changes_action_check" CHECK (action IN ('save', 'publish'))
);
--> statement-breakpoint
ALTER TABLE "content_changes" ADD CONSTRAINT "content_changes_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_changes_entry_idx" ON "content_changes" USING btree ("collection","entry_id","created_at");