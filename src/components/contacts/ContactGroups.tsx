import type { Contact, ContactGroup } from '../../domain/content';
import { Thumbnail } from '../media/Thumbnail';
import { breakpoints } from '../../domain/limits';
import { useMediaQuery } from '../../lib/useMediaQuery';
import './contacts.css';

/** Under 567 px the contacts take their narrow layout (spec section 9). */
export const contactsNarrowQuery = `(max-width: ${breakpoints.contactsMobile - 0.02}px)`;

type HeadingLevel = 2 | 3;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
}

/**
 * An e-mail address that wraps only after its '@', never inside a name such as 'aurora-veiculos' (a browser would
 * break at the hyphen): each side stays whole.
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className="contact-card__email-part">{email}</span>;
  return (
    <>
      <span className="contact-card__email-part">{email.slice(0, at)}</span>@<wbr />
      <span className="contact-card__email-part">{email.slice(at + 1)}</span>
    </>
  );
}

/** A person of the press office: photo (initials when none), name, role, phone if any, e-mail, languages if any. */
export function ContactCard({ contact, headingLevel }: { contact: Contact; headingLevel: HeadingLevel }) {
  const Name = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <li className="contact-card">
      {contact.image ? (
        <Thumbnail
          className="contact-card__photo"
          src={contact.image}
          alt={contact.name}
          sizes="(max-width: 566px) 3.5rem, 4.5rem"
          width={96}
          height={96}
        />
      ) : (
        <span className="contact-card__photo contact-card__photo--initials" aria-hidden="true">
          {initialsOf(contact.name)}
        </span>
      )}
      <div className="contact-card__body">
        <Name className="contact-card__name">{contact.name}</Name>
        <p className="contact-card__role">{contact.role}</p>
        {contact.phone && (
          <p className="contact-card__line">
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </p>
        )}
        <p className="contact-card__line">
          <a href={`mailto:${contact.email}`}>
            <EmailAddress email={contact.email} />
          </a>
        </p>
        {contact.languages && <p className="contact-card__languages">Idiomas: {contact.languages}</p>}
      </div>
    </li>
  );
}

export interface ContactGroupsProps {
  groups: ContactGroup[];
  /** The level of the groups' titles (people's names are one below): 2 on the contacts page, 3 inside a section. */
  headingLevel: HeadingLevel;
  className?: string;
}

/**
 * Press contacts by group (the home page, the media center and /contacts). Under 567 px the narrow layout: one
 * column, a smaller portrait.
 */
export function ContactGroups({ groups, headingLevel, className }: ContactGroupsProps) {
  const narrow = useMediaQuery(contactsNarrowQuery);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const classes = ['contact-groups', narrow && 'contact-groups--narrow', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {groups.map((group) => (
        <div key={group.id} className="contact-groups__group">
          <Title className="contact-groups__title">{group.title}</Title>
          <ul className="contact-groups__people">
            {group.subcontacts.map((contact) => (
              <ContactCard key={contact.id} contact={contact} headingLevel={headingLevel} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
