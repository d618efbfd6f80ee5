export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13.0.5";
  };
  public: {
    Tables: {
      collection_drafts: {
        Row: {
          base_updated_at: string | null;
          collection: string;
          item: Json | null;
          item_id: string;
          label: string | null;
          schedule_id: string | null;
          staged_at: string;
          staged_by: string | null;
          staged_by_email: string | null;
        };
        Insert: {
          base_updated_at?: string | null;
          collection: string;
          item?: Json | null;
          item_id: string;
          label?: string | null;
          schedule_id?: string | null;
          staged_at?: string;
          staged_by?: string | null;
          staged_by_email?: string | null;
        };
        Update: {
          base_updated_at?: string | null;
          collection?: string;
          item?: Json | null;
          item_id?: string;
          label?: string | null;
          schedule_id?: string | null;
          staged_at?: string;
          staged_by?: string | null;
          staged_by_email?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "collection_drafts_schedule_id_fkey";
            columns: ["schedule_id"];
            isOneToOne: false;
            referencedRelation: "scheduled_publications";
            referencedColumns: ["id"];
          },
        ];
      };
      collection_history: {
        Row: {
          actor_email: string | null;
          actor_id: string | null;
          actor_kind: string;
          changed_at: string;
          collection: string;
          id: number;
          item_id: string;
          new_row: Json | null;
          old_row: Json | null;
          operation: string;
        };
        Insert: {
          actor_email?: string | null;
          actor_id?: string | null;
          actor_kind: string;
          changed_at?: string;
          collection: string;
          id?: never;
          item_id: string;
          new_row?: Json | null;
          old_row?: Json | null;
          operation: string;
        };
        Update: {
          actor_email?: string | null;
          actor_id?: string | null;
          actor_kind?: string;
          changed_at?: string;
          collection?: string;
          id?: never;
          item_id?: string;
          new_row?: Json | null;
          old_row?: Json | null;
          operation?: string;
        };
        Relationships: [];
      };
      company_values: {
        Row: {
          created_at: string;
          description: string;
          icon: string;
          id: string;
          sort_order: number;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description: string;
          icon: string;
          id?: string;
          sort_order?: number;
          title: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string;
          icon?: string;
          id?: string;
          sort_order?: number;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      contact_messages: {
        Row: {
          assigned_to: string | null;
          company: string | null;
          department: string | null;
          email: string;
          handled_at: string | null;
          handled_by_email: string | null;
          id: string;
          message: string;
          name: string;
          note: string | null;
          page: string | null;
          received_at: string;
          sender: string;
          status: string;
          subject: string;
        };
        Insert: {
          assigned_to?: string | null;
          company?: string | null;
          department?: string | null;
          email: string;
          handled_at?: string | null;
          handled_by_email?: string | null;
          id?: string;
          message: string;
          name: string;
          note?: string | null;
          page?: string | null;
          received_at?: string;
          sender: string;
          status?: string;
          subject: string;
        };
        Update: {
          assigned_to?: string | null;
          company?: string | null;
          department?: string | null;
          email?: string;
          handled_at?: string | null;
          handled_by_email?: string | null;
          id?: string;
          message?: string;
          name?: string;
          note?: string | null;
          page?: string | null;
          received_at?: string;
          sender?: string;
          status?: string;
          subject?: string;
        };
        Relationships: [];
      };
      department_contacts: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          name: string;
          sort_order: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
          name: string;
          sort_order?: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          name?: string;
          sort_order?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      faqs: {
        Row: {
          answer: string;
          created_at: string;
          id: string;
          question: string;
          sort_order: number;
          updated_at: string;
        };
        Insert: {
          answer: string;
          created_at?: string;
          id?: string;
          question: string;
          sort_order?: number;
          updated_at?: string;
        };
        Update: {
          answer?: string;
          created_at?: string;
          id?: string;
          question?: string;
          sort_order?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      home_service_cards: {
        Row: {
          created_at: string;
          description: string;
          gradient: string;
          icon: string;
          id: string;
          sort_order: number;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description: string;
          gradient: string;
          icon: string;
          id?: string;
          sort_order?: number;
          title: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string;
          gradient?: string;
          icon?: string;
          id?: string;
          sort_order?: number;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      industries: {
        Row: {
          created_at: string;
          description: string;
          icon: string;
          id: string;
          image_id: string | null;
          intro_description: string;
          intro_heading: string;
          meta_description: string;
          meta_title: string | null;
          name: string;
          offerings: Json;
          share_image_id: string | null;
          slug: string;
          sort_order: number;
          subtitle: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description: string;
          icon?: string;
          id?: string;
          image_id?: string | null;
          intro_description: string;
          intro_heading: string;
          meta_description: string;
          meta_title?: string | null;
          name: string;
          offerings: Json;
          share_image_id?: string | null;
          slug: string;
          sort_order?: number;
          subtitle: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string;
          icon?: string;
          id?: string;
          image_id?: string | null;
          intro_description?: string;
          intro_heading?: string;
          meta_description?: string;
          meta_title?: string | null;
          name?: string;
          offerings?: Json;
          share_image_id?: string | null;
          slug?: string;
          sort_order?: number;
          subtitle?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "industries_image_id_fkey";
            columns: ["image_id"];
            isOneToOne: false;
            referencedRelation: "media";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "industries_share_image_id_fkey";
            columns: ["share_image_id"];
            isOneToOne: false;
            referencedRelation: "media";
            referencedColumns: ["id"];
          },
        ];
      };
      leaders: {
        Row: {
          created_at: string;
          experience: string;
          id: string;
          name: string;
          portrait: string;
          portrait_alt: string;
          portrait_id: string | null;
          position: string;
          sort_order: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          experience: string;
          id?: string;
          name: string;
          portrait: string;
          portrait_alt: string;
          portrait_id?: string | null;
          position: string;
          sort_order?: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          experience?: string;
          id?: string;
          name?: string;
          portrait?: string;
          portrait_alt?: string;
          portrait_id?: string | null;
          position?: string;
          sort_order?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "leaders_portrait_id_fkey";
            columns: ["portrait_id"];
            isOneToOne: false;
            referencedRelation: "media";
            referencedColumns: ["id"];
          },
        ];
      };
      media: {
        Row: {
          alt: string;
          content_type: string;
          created_at: string;
          file_name: string;
          focal_x: number;
          focal_y: number;
          height: number;
          id: string;
          path: string;
          size_bytes: number;
          updated_at: string;
          width: number;
        };
        Insert: {
          alt: string;
          content_type: string;
          created_at?: string;
          file_name: string;
          focal_x?: number;
          focal_y?: number;
          height: number;
          id?: string;
          path: string;
          size_bytes: number;
          updated_at?: string;
          width: number;
        };
        Update: {
          alt?: string;
          content_type?: string;
          created_at?: string;
          file_name?: string;
          focal_x?: number;
          focal_y?: number;
          height?: number;
          id?: string;
          path?: string;
          size_bytes?: number;
          updated_at?: string;
          width?: number;
        };
        Relationships: [];
      };
      milestones: {
        Row: {
          created_at: string;
          description: string;
          id: string;
          sort_order: number;
          title: string;
          updated_at: string;
          year: number;
        };
        Insert: {
          created_at?: string;
          description: string;
          id?: string;
          sort_order?: number;
          title: string;
          updated_at?: string;
          year: number;
        };
        Update: {
          created_at?: string;
          description?: string;
          id?: string;
          sort_order?: number;
          title?: string;
          updated_at?: string;
          year?: number;
        };
        Relationships: [];
      };
      office_hours: {
        Row: {
          created_at: string;
          day: string;
          hours: string;
          id: string;
          sort_order: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          day: string;
          hours: string;
          id?: string;
          sort_order?: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          day?: string;
          hours?: string;
          id?: string;
          sort_order?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      offices: {
        Row: {
          city: string;
          country: string;
          country_code: string;
          created_at: string;
          email: string;
          id: string;
          name: string;
          phone: string;
          postal_code: string;
          region: string;
          sort_order: number;
          street: string;
          updated_at: string;
        };
        Insert: {
          city: string;
          country: string;
          country_code: string;
          created_at?: string;
          email: string;
          id?: string;
          name: string;
          phone: string;
          postal_code: string;
          region: string;
          sort_order?: number;
          street: string;
          updated_at?: string;
        };
        Update: {
          city?: string;
          country?: string;
          country_code?: string;
          created_at?: string;
          email?: string;
          id?: string;
          name?: string;
          phone?: string;
          postal_code?: string;
          region?: string;
          sort_order?: number;
          street?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      page_share_images: {
        Row: {
          created_at: string;
          id: string;
          image_id: string | null;
          meta_description: string | null;
          meta_title: string | null;
          noindex: boolean;
          path: string;
          sort_order: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          image_id?: string | null;
          meta_description?: string | null;
          meta_title?: string | null;
          noindex?: boolean;
          path: string;
          sort_order?: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          image_id?: string | null;
          meta_description?: string | null;
          meta_title?: string | null;
          noindex?: boolean;
          path?: string;
          sort_order?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "page_share_images_image_id_fkey";
            columns: ["image_id"];
            isOneToOne: false;
            referencedRelation: "media";
            referencedColumns: ["id"];
          },
        ];
      };
      pages: {
        Row: {
          created_at: string;
          footer_group: string;
          id: string;
          layout: Json;
          meta_description: string | null;
          meta_title: string | null;
          noindex: boolean;
          path: string;
          share_image_id: string | null;
          sort_order: number;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          footer_group?: string;
          id?: string;
          layout?: Json;
          meta_description?: string | null;
          meta_title?: string | null;
          noindex?: boolean;
          path: string;
          share_image_id?: string | null;
          sort_order?: number;
          title: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          footer_group?: string;
          id?: string;
          layout?: Json;
          meta_description?: string | null;
          meta_title?: string | null;
          noindex?: boolean;
          path?: string;
          share_image_id?: string | null;
          sort_order?: number;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "pages_share_image_id_fkey";
            columns: ["share_image_id"];
            isOneToOne: false;
            referencedRelation: "media";
            referencedColumns: ["id"];
          },
        ];
      };
      posts: {
        Row: {
          author_id: string | null;
          body: Json;
          challenge: string | null;
          client: string | null;
          cover_image_id: string | null;
          created_at: string;
          id: string;
          industry_ids: string[];
          kind: Database["public"]["Enums"]["post_kind"];
          meta_description: string | null;
          meta_title: string | null;
          noindex: boolean;
          published_at: string;
          results: Json;
          service_ids: string[];
          share_image_id: string | null;
          slug: string;
          solution: string | null;
          sort_order: number;
          summary: string;
          title: string;
          updated_at: string;
          word_count: number | null;
        };
        Insert: {
          author_id?: string | null;
          body: Json;
          challenge?: string | null;
          client?: string | null;
          cover_image_id?: string | null;
          created_at?: string;
          id?: string;
          industry_ids?: string[];
          kind: Database["public"]["Enums"]["post_kind"];
          meta_description?: string | null;
          meta_title?: string | null;
          noindex?: boolean;
          published_at?: string;
          results?: Json;
          service_ids?: string[];
          share_image_id?: string | null;
          slug: string;
          solution?: string | null;
          sort_order?: number;
          summary: string;
          title: string;
          updated_at?: string;
          word_count?: never;
        };
        Update: {
          author_id?: string | null;
          body?: Json;
          challenge?: string | null;
          client?: string | null;
          cover_image_id?: string | null;
          created_at?: string;
          id?: string;
          industry_ids?: string[];
          kind?: Database["public"]["Enums"]["post_kind"];
          meta_description?: string | null;
          meta_title?: string | null;
          noindex?: boolean;
          published_at?: string;
          results?: Json;
          service_ids?: string[];
          share_image_id?: string | null;
          slug?: string;
          solution?: string | null;
          sort_order?: number;
          summary?: string;
          title?: string;
          updated_at?: string;
          word_count?: never;
        };
        Relationships: [
          {
            foreignKeyName: "posts_author_id_fkey";
            columns: ["author_id"];
            isOneToOne: false;
            referencedRelation: "leaders";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "posts_cover_image_id_fkey";
            columns: ["cover_image_id"];
            isOneToOne: false;
            referencedRelation: "media";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "posts_share_image_id_fkey";
            columns: ["share_image_id"];
            isOneToOne: false;
            referencedRelation: "media";
            referencedColumns: ["id"];
          },
        ];
      };
      redirects: {
        Row: {
          created_at: string;
          id: string;
          sort_order: number;
          source_path: string;
          target_path: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          sort_order?: number;
          source_path: string;
          target_path: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          sort_order?: number;
          source_path?: string;
          target_path?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      review_requests: {
        Row: {
          author: string;
          author_email: string;
          changes: Json;
          comment: string | null;
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          decided_by_email: string | null;
          id: string;
          note: string | null;
          published: number | null;
          status: string;
        };
        Insert: {
          author: string;
          author_email: string;
          changes?: Json;
          comment?: string | null;
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decided_by_email?: string | null;
          id?: string;
          note?: string | null;
          published?: number | null;
          status?: string;
        };
        Update: {
          author?: string;
          author_email?: string;
          changes?: Json;
          comment?: string | null;
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decided_by_email?: string | null;
          id?: string;
          note?: string | null;
          published?: number | null;
          status?: string;
        };
        Relationships: [];
      };
      scheduled_publications: {
        Row: {
          attempts: number;
          created_at: string;
          error: string | null;
          finished_at: string | null;
          finished_by_email: string | null;
          go_live_at: string;
          id: string;
          published: number | null;
          scheduled_aal: string;
          scheduled_by: string | null;
          scheduled_by_email: string | null;
          status: string;
          time_zone: string;
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          error?: string | null;
          finished_at?: string | null;
          finished_by_email?: string | null;
          go_live_at: string;
          id?: string;
          published?: number | null;
          scheduled_aal?: string;
          scheduled_by?: string | null;
          scheduled_by_email?: string | null;
          status?: string;
          time_zone?: string;
        };
        Update: {
          attempts?: number;
          created_at?: string;
          error?: string | null;
          finished_at?: string | null;
          finished_by_email?: string | null;
          go_live_at?: string;
          id?: string;
          published?: number | null;
          scheduled_aal?: string;
          scheduled_by?: string | null;
          scheduled_by_email?: string | null;
          status?: string;
          time_zone?: string;
        };
        Relationships: [];
      };
      search_documents: {
        Row: {
          body: string;
          document: string | null;
          heading: string | null;
          item_id: string;
          kind: string;
          path: string;
          summary: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          body?: string;
          document?: never;
          heading?: string | null;
          item_id: string;
          kind: string;
          path: string;
          summary?: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          body?: string;
          document?: never;
          heading?: string | null;
          item_id?: string;
          kind?: string;
          path?: string;
          summary?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      search_queries: {
        Row: {
          day: string;
          found: boolean;
          query: string;
          searches: number;
        };
        Insert: {
          day: string;
          found: boolean;
          query: string;
          searches?: number;
        };
        Update: {
          day?: string;
          found?: boolean;
          query?: string;
          searches?: number;
        };
        Relationships: [];
      };
      services: {
        Row: {
          created_at: string;
          department_id: string;
          id: string;
          image_id: string | null;
          key_benefits: Json;
          meta_description: string;
          meta_title: string | null;
          name: string;
          offerings: string[];
          overview: string;
          practice: Database["public"]["Enums"]["practice"];
          share_image_id: string | null;
          slug: string;
          sort_order: number;
          subcategory: string;
          subtitle: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          department_id: string;
          id?: string;
          image_id?: string | null;
          key_benefits: Json;
          meta_description: string;
          meta_title?: string | null;
          name: string;
          offerings: string[];
          overview: string;
          practice: Database["public"]["Enums"]["practice"];
          share_image_id?: string | null;
          slug: string;
          sort_order?: number;
          subcategory: string;
          subtitle: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          department_id?: string;
          id?: string;
          image_id?: string | null;
          key_benefits?: Json;
          meta_description?: string;
          meta_title?: string | null;
          name?: string;
          offerings?: string[];
          overview?: string;
          practice?: Database["public"]["Enums"]["practice"];
          share_image_id?: string | null;
          slug?: string;
          sort_order?: number;
          subcategory?: string;
          subtitle?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "services_image_id_fkey";
            columns: ["image_id"];
            isOneToOne: false;
            referencedRelation: "media";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "services_share_image_id_fkey";
            columns: ["share_image_id"];
            isOneToOne: false;
            referencedRelation: "media";
            referencedColumns: ["id"];
          },
        ];
      };
      site_settings: {
        Row: {
          contact_form: string;
          facebook_url: string | null;
          id: boolean;
          linkedin_url: string | null;
          project_request_url: string | null;
          twitter_url: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          contact_form?: string;
          facebook_url?: string | null;
          id?: boolean;
          linkedin_url?: string | null;
          project_request_url?: string | null;
          twitter_url?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          contact_form?: string;
          facebook_url?: string | null;
          id?: boolean;
          linkedin_url?: string | null;
          project_request_url?: string | null;
          twitter_url?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [];
      };
      team_members: {
        Row: {
          created_at: string;
          invited_by: string | null;
          joined_at: string | null;
          role: string;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          invited_by?: string | null;
          joined_at?: string | null;
          role: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          invited_by?: string | null;
          joined_at?: string | null;
          role?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      team_settings: {
        Row: {
          id: boolean;
          message_retention_months: number;
          require_two_factor: boolean;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          id?: boolean;
          message_retention_months?: number;
          require_two_factor?: boolean;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          id?: boolean;
          message_retention_months?: number;
          require_two_factor?: boolean;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [];
      };
      website_content: {
        Row: {
          content_key: string;
          content_value: string;
          created_at: string;
          id: string;
          updated_at: string;
        };
        Insert: {
          content_key: string;
          content_value: string;
          created_at?: string;
          id?: string;
          updated_at?: string;
        };
        Update: {
          content_key?: string;
          content_value?: string;
          created_at?: string;
          id?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      website_content_drafts: {
        Row: {
          content_key: string;
          content_value: string | null;
          schedule_id: string | null;
          staged_at: string;
          staged_by: string | null;
          staged_by_email: string | null;
        };
        Insert: {
          content_key: string;
          content_value?: string | null;
          schedule_id?: string | null;
          staged_at?: string;
          staged_by?: string | null;
          staged_by_email?: string | null;
        };
        Update: {
          content_key?: string;
          content_value?: string | null;
          schedule_id?: string | null;
          staged_at?: string;
          staged_by?: string | null;
          staged_by_email?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "website_content_drafts_schedule_id_fkey";
            columns: ["schedule_id"];
            isOneToOne: false;
            referencedRelation: "scheduled_publications";
            referencedColumns: ["id"];
          },
        ];
      };
      website_content_history: {
        Row: {
          actor_email: string | null;
          actor_id: string | null;
          actor_kind: string;
          changed_at: string;
          content_id: string;
          content_key: string;
          id: number;
          new_value: string | null;
          old_value: string | null;
          operation: string;
        };
        Insert: {
          actor_email?: string | null;
          actor_id?: string | null;
          actor_kind: string;
          changed_at?: string;
          content_id: string;
          content_key: string;
          id?: never;
          new_value?: string | null;
          old_value?: string | null;
          operation: string;
        };
        Update: {
          actor_email?: string | null;
          actor_id?: string | null;
          actor_kind?: string;
          changed_at?: string;
          content_id?: string;
          content_key?: string;
          id?: never;
          new_value?: string | null;
          old_value?: string | null;
          operation?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      approve_review: {
        Args: {
          request: string;
          comment?: string;
        };
        Returns: number;
      };
      can_publish: { Args: never; Returns: boolean };
      cancel_publication: {
        Args: {
          publication: string;
        };
        Returns: undefined;
      };
      inbox_assignees: {
        Args: never;
        Returns: {
          user_id: string;
          email: string;
        }[];
      };
      is_icon_card_list: {
        Args: {
          cards: Json;
        };
        Returns: boolean;
      };
      is_result_list: {
        Args: {
          results: Json;
        };
        Returns: boolean;
      };
      is_short_text_list: {
        Args: {
          items: string[];
        };
        Returns: boolean;
      };
      is_team_admin: { Args: never; Returns: boolean };
      is_team_member: { Args: never; Returns: boolean };
      launch_readiness: {
        Args: {
          policy_paths: string[];
        };
        Returns: Json;
      };
      mark_joined: { Args: never; Returns: undefined };
      media_uses: {
        Args: {
          image: string;
        };
        Returns: {
          collection: string;
          item_id: string;
          label: string;
          staged: boolean;
        }[];
      };
      own_factor_satisfied: { Args: never; Returns: boolean };
      page_layout_problem: {
        Args: {
          layout: Json;
        };
        Returns: string;
      };
      page_path_owner: {
        Args: {
          path: string;
        };
        Returns: string;
      };
      page_path_problem: {
        Args: {
          path: string;
        };
        Returns: string;
      };
      project_request_url_problem: {
        Args: {
          url: string;
        };
        Returns: string;
      };
      publish_site_text_drafts: { Args: never; Returns: number };
      publish_staged_changes: {
        Args: {
          only_by: string;
          schedule?: string;
        };
        Returns: number;
      };
      receive_contact_message: {
        Args: {
          name: string;
          email: string;
          company: string;
          department: string;
          subject: string;
          message: string;
          page: string;
          sender: string;
        };
        Returns: string;
      };
      record_search: {
        Args: {
          query: string;
          had_results: boolean;
        };
        Returns: undefined;
      };
      reject_review: {
        Args: {
          request: string;
          comment: string;
        };
        Returns: undefined;
      };
      remove_collection_item: {
        Args: {
          collection: string;
          item: string;
          redirect_to?: string;
        };
        Returns: Json;
      };
      remove_media: {
        Args: {
          image: string;
        };
        Returns: {
          alt: string;
          content_type: string;
          created_at: string;
          file_name: string;
          focal_x: number;
          focal_y: number;
          height: number;
          id: string;
          path: string;
          size_bytes: number;
          updated_at: string;
          width: number;
        };
      };
      remove_member: {
        Args: {
          member: string;
        };
        Returns: undefined;
      };
      reorder_collection: {
        Args: {
          collection: string;
          ids: string[];
        };
        Returns: undefined;
      };
      reschedule_publication: {
        Args: {
          publication: string;
          go_live_at: string;
          time_zone?: string;
        };
        Returns: undefined;
      };
      rich_text_problem: {
        Args: {
          doc: Json;
        };
        Returns: string;
      };
      rich_text_word_count: {
        Args: {
          doc: Json;
        };
        Returns: number;
      };
      schedule_publication: {
        Args: {
          go_live_at: string;
          time_zone?: string;
          as_of?: string;
        };
        Returns: string;
      };
      search_query_totals: {
        Args: {
          days?: number;
          unanswered_only?: boolean;
          max_rows?: number;
        };
        Returns: {
          query: string;
          searches: number;
          found_nothing: number;
          last_searched: string;
        }[];
      };
      search_site: {
        Args: {
          query: string;
          kind?: string;
          page_number?: number;
        };
        Returns: Json;
      };
      set_contact_form: {
        Args: {
          mode: string;
        };
        Returns: undefined;
      };
      set_member_role: {
        Args: {
          member: string;
          new_role: string;
        };
        Returns: undefined;
      };
      set_message_retention: {
        Args: {
          months: number;
        };
        Returns: undefined;
      };
      set_project_request_url: {
        Args: {
          url: string;
        };
        Returns: undefined;
      };
      set_require_two_factor: {
        Args: {
          required: boolean;
        };
        Returns: undefined;
      };
      set_social_links: {
        Args: {
          linkedin: string;
          twitter: string;
          facebook: string;
        };
        Returns: undefined;
      };
      social_link_problem: {
        Args: {
          network: string;
          url: string;
        };
        Returns: string;
      };
      staged_by_author: {
        Args: {
          who: string;
        };
        Returns: boolean;
      };
      submit_for_review: {
        Args: {
          note?: string;
        };
        Returns: string;
      };
      team_directory: {
        Args: never;
        Returns: {
          user_id: string;
          email: string;
          role: string;
          invited_at: string;
          accepted: boolean;
          confirmed: boolean;
          invited_here: boolean;
          last_sign_in_at: string;
          joined_at: string;
        }[];
      };
      team_role: { Args: never; Returns: string };
      team_two_factor: {
        Args: never;
        Returns: {
          user_id: string;
          factors: number;
        }[];
      };
      two_factor_satisfied: { Args: never; Returns: boolean };
      withdraw_review: {
        Args: {
          request: string;
        };
        Returns: undefined;
      };
    };
    Enums: {
      post_kind: "case-study" | "insight" | "news";
      practice: "semiconductors" | "embedded" | "software";
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      post_kind: ["case-study", "insight", "news"],
      practice: ["semiconductors", "embedded", "software"],
    },
  },
} as const;
