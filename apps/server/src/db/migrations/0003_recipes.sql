CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_images" (
	"recipe_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "recipe_images_recipe_id_image_id_pk" PRIMARY KEY("recipe_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "recipe_labels" (
	"recipe_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "recipe_labels_recipe_id_label_id_pk" PRIMARY KEY("recipe_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_user_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"yield" text DEFAULT '' NOT NULL,
	"active_time" text DEFAULT '' NOT NULL,
	"total_time" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"folder" text DEFAULT 'main' NOT NULL,
	"rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', public.search_text(title)), 'A') || setweight(to_tsvector('simple', public.search_text(description || ' ' || ingredients)), 'B') || setweight(to_tsvector('simple', public.search_text(source || ' ' || notes)), 'C')) STORED NOT NULL,
	CONSTRAINT "recipes_rating_range" CHECK ("recipes"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_images" ADD CONSTRAINT "recipe_images_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_images" ADD CONSTRAINT "recipe_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_labels" ADD CONSTRAINT "recipe_labels_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_labels" ADD CONSTRAINT "recipe_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_user_idx" ON "images" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_user_title_key" ON "labels" USING btree ("user_id","title");--> statement-breakpoint
CREATE INDEX "recipe_images_image_idx" ON "recipe_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "recipe_labels_label_idx" ON "recipe_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "recipes_user_folder_title_idx" ON "recipes" USING btree ("user_id","folder",lower("title"),"created_at");--> statement-breakpoint
CREATE INDEX "recipes_user_folder_created_idx" ON "recipes" USING btree ("user_id","folder","created_at");--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "recipes_title_trgm_idx" ON "recipes" USING gin (public.search_text("title") gin_trgm_ops);