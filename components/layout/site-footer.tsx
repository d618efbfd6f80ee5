import { industryLinks, serviceGroupLinks } from "@/lib/navigation";
import type { NavLink } from "@/content/types";
import { ComingSoonButton } from "@/components/ui/coming-soon-button.client";
import { Icon } from "@/components/ui/icon";
import { Particles } from "@/components/ui/particles";
import { loadInsightsLink } from "@/lib/posts/insights-link";
import { footerPageLinks } from "@/lib/pages/footer-links";
import { loadPageLinks } from "@/lib/pages/read-pages";
import { loadRedirects } from "@/lib/collections/redirects";
import { loadSiteContent } from "@/lib/site-text/content";
import { loadSiteSettings } from "@/lib/site-settings";
import { telHref } from "@/lib/tel";
import { PAGE_COLUMN } from "@/components/sections/page-column";

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-foreground uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link, i) => (
          <li key={i}>
            <a href={link.href} className="footer-link">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function SiteFooter() {
  const [content, insights, pages, settings, redirects] = await Promise.all([
    loadSiteContent(),
    loadInsightsLink(),
    loadPageLinks(),
    loadSiteSettings(),
    loadRedirects(),
  ]);
  const { footer, navigation, contactFacts, serviceGroups, industries, brand } = content;
  const footerNavigation = navigation.footer;
  const pageLinks = footerPageLinks(pages, footerNavigation.policies, redirects);
  const { email, phone } = contactFacts;
  return (
    <footer className="relative overflow-hidden border-t border-border bg-surface">
      <Particles count={footer.particles} />
      <div className={`${PAGE_COLUMN} relative py-14`}>
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <p className="text-lg font-bold text-foreground">{brand.name}</p>
            <p className="mt-3 max-w-sm text-sm leading-6 text-muted">{footer.tagline}</p>
            <h2 className="sr-only">{footer.followTitle}</h2>
            <ul className="mt-6 flex gap-2">
              {footerNavigation.social.map((social) => {
                const profile = settings.social[social.network];
                const look = "social-button";
                return (
                  <li key={social.network}>
                    {profile ? (
                      <a href={profile} target="_blank" rel="me noopener" className={look}>
                        <Icon name={social.network} className="size-5" />
                        <span className="sr-only">
                          {social.label} {navigation.labels.newTab}
                        </span>
                      </a>
                    ) : (
                      <ComingSoonButton notice="footer" aria-label={social.label} className={look}>
                        <Icon name={social.network} className="size-5" />
                      </ComingSoonButton>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
          <LinkColumn
            title={footerNavigation.company.title}
            links={[
              ...footerNavigation.company.links,
              ...(insights ? [insights] : []),
              ...pageLinks.company,
            ]}
          />
          <LinkColumn
            title={footerNavigation.servicesTitle}
            links={serviceGroupLinks(serviceGroups)}
          />
          <LinkColumn
            title={footerNavigation.industriesTitle}
            links={industryLinks(industries, navigation.labels.allIndustries)}
          />
        </div>

        <h2 className="sr-only">{footer.contactTitle}</h2>
        <address className="mt-12 grid gap-4 border-t border-border pt-8 text-sm not-italic sm:grid-cols-3">
          <a
            href={`mailto:${email}`}
            className="flex min-h-11 items-center gap-3 text-muted hover:text-accent"
          >
            <Icon name="mail" className="size-5 shrink-0 text-accent" />
            <span>
              <span className="sr-only">{footer.emailLabel}: </span>
              {email}
            </span>
          </a>
          <a
            href={telHref(phone)}
            className="flex min-h-11 items-center gap-3 text-muted hover:text-accent"
          >
            <Icon name="phone" className="size-5 shrink-0 text-accent" />
            <span>
              <span className="sr-only">{footer.phoneLabel}: </span>
              {phone}
            </span>
          </a>
          <p className="flex min-h-11 items-center gap-3 text-muted">
            <Icon name="map-pin" className="size-5 shrink-0 text-accent" />
            <span>
              <span className="sr-only">{footer.addressLabel}: </span>
              {contactFacts.address}
            </span>
          </p>
        </address>

        <div className="mt-8 flex flex-col gap-4 border-t border-border pt-8 text-sm text-muted md:flex-row md:items-center md:justify-between">
          <p>{footer.copyright}</p>
          <ul className="flex flex-wrap gap-x-4">
            {pageLinks.legal.map((policy, i) => (
              <li key={i}>
                {policy.href ? (
                  <a
                    href={policy.href}
                    className="inline-flex min-h-11 items-center hover:text-accent"
                  >
                    {policy.label}
                  </a>
                ) : (
                  <ComingSoonButton
                    notice="footer"
                    className="inline-flex min-h-11 items-center hover:text-accent"
                  >
                    {policy.label}
                  </ComingSoonButton>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
