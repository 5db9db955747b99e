CREATE TABLE "meal_plan_collaborators" (
	"meal_plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_collaborators_meal_plan_id_user_id_pk" PRIMARY KEY("meal_plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meal_plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_plan_id" uuid NOT NULL,
	"title" text NOT NULL,
	"recipe_id" uuid,
	"scheduled_date" date NOT NULL,
	"meal" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"servings" smallint,
	"added_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_items_servings" CHECK ("meal_plan_items"."servings" is null or "meal_plan_items"."servings" > 0)
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"meal_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"calendar_token_digest" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_aisles" (
	"shopping_list_id" uuid NOT NULL,
	"group_title" text NOT NULL,
	"category_title" text NOT NULL,
	CONSTRAINT "shopping_list_aisles_shopping_list_id_group_title_pk" PRIMARY KEY("shopping_list_id","group_title")
);
--> statement-breakpoint
CREATE TABLE "shopping_list_collaborators" (
	"shopping_list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_collaborators_shopping_list_id_user_id_pk" PRIMARY KEY("shopping_list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_list_deleted_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shopping_list_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shopping_list_id" uuid NOT NULL,
	"title" text NOT NULL,
	"group_title" text NOT NULL,
	"category_title" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"recipe_id" uuid,
	"recipe_title" text,
	"meal_plan_item_id" uuid,
	"added_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plan_collaborators" ADD CONSTRAINT "meal_plan_collaborators_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_collaborators" ADD CONSTRAINT "meal_plan_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_items" ADD CONSTRAINT "meal_plan_items_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_aisles" ADD CONSTRAINT "shopping_list_aisles_shopping_list_id_shopping_lists_id_fk" FOREIGN KEY ("shopping_list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_collaborators" ADD CONSTRAINT "shopping_list_collaborators_shopping_list_id_shopping_lists_id_fk" FOREIGN KEY ("shopping_list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_collaborators" ADD CONSTRAINT "shopping_list_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_deleted_items" ADD CONSTRAINT "shopping_list_deleted_items_shopping_list_id_shopping_lists_id_fk" FOREIGN KEY ("shopping_list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_shopping_list_id_shopping_lists_id_fk" FOREIGN KEY ("shopping_list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_collaborators_user_idx" ON "meal_plan_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_plan_items_plan_idx" ON "meal_plan_items" USING btree ("meal_plan_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "meal_plan_items_recipe_idx" ON "meal_plan_items" USING btree ("recipe_id") WHERE "meal_plan_items"."recipe_id" is not null;--> statement-breakpoint
CREATE INDEX "meal_plans_user_idx" ON "meal_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meal_plans_calendar_idx" ON "meal_plans" USING btree ("calendar_token_digest") WHERE "meal_plans"."calendar_token_digest" is not null;--> statement-breakpoint
CREATE INDEX "shopping_list_collaborators_user_idx" ON "shopping_list_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shopping_list_deleted_items_list_idx" ON "shopping_list_deleted_items" USING btree ("shopping_list_id");--> statement-breakpoint
CREATE INDEX "shopping_list_items_list_idx" ON "shopping_list_items" USING btree ("shopping_list_id","created_at");--> statement-breakpoint
CREATE INDEX "shopping_list_items_recipe_idx" ON "shopping_list_items" USING btree ("recipe_id") WHERE "shopping_list_items"."recipe_id" is not null;--> statement-breakpoint
CREATE INDEX "shopping_lists_user_idx" ON "shopping_lists" USING btree ("user_id");