import { cardGradients } from "@/content/home";
import type {
  DepartmentContact,
  Faq,
  LeadershipPerson,
  Milestone,
  Office,
  OfficeHours,
  ServiceCard,
  Value,
} from "@/content/types";
import type { Tables } from "@/lib/supabase/database.types";
import { imageField, type SiteImages } from "@/lib/media/site-images";
import { drawableIcon } from "./icon-cards";

/**
 * The lists shown inside pages (the About page's values, leaders and milestones, the home
 * page's service cards, the contact page's hours, departments and questions), from their
 * stored rows to what the pages lay out. The tables' checks hold every field's shape.
 */

export function leaderFromRow(row: Tables<"leaders">, images: SiteImages): LeadershipPerson {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    experience: row.experience,
    image: row.portrait,
    imageAlt: row.portrait_alt,
    ...imageField(images, "photo", row.portrait_id),
  };
}

export function valueFromRow(row: Tables<"company_values">): Value {
  return { icon: drawableIcon(row.icon), title: row.title, description: row.description };
}

export function milestoneFromRow(row: Tables<"milestones">): Milestone {
  return { year: String(row.year), title: row.title, description: row.description };
}

const gradients = new Set<string>(cardGradients.map((gradient) => gradient.value));

export function serviceCardFromRow(row: Tables<"home_service_cards">): ServiceCard {
  return {
    icon: drawableIcon(row.icon),
    title: row.title,
    description: row.description,
    // The stylesheet has only the listed colours; any other would leave the tile blank.
    gradient: gradients.has(row.gradient) ? row.gradient : cardGradients[0].value,
  };
}

export function faqFromRow(row: Tables<"faqs">): Faq {
  return { question: row.question, answer: row.answer };
}

export function officeHoursFromRow(row: Tables<"office_hours">): OfficeHours {
  return { day: row.day, hours: row.hours };
}

export function officeFromRow(row: Tables<"offices">): Office {
  return {
    name: row.name,
    street: row.street,
    city: row.city,
    region: row.region,
    postalCode: row.postal_code,
    country: row.country,
    countryCode: row.country_code,
    phone: row.phone,
    email: row.email,
  };
}

export function departmentContactFromRow(row: Tables<"department_contacts">): DepartmentContact {
  return { name: row.name, email: row.email };
}
