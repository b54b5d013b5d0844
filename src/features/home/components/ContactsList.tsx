import type { Contact, ContactGroup } from '../../../domain/content';

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
  if (at < 0) return <span className="home-contact__email-part">{email}</span>;
  return (
    <>
      <span className="home-contact__email-part">{email.slice(0, at)}</span>@<wbr />
      <span className="home-contact__email-part">{email.slice(at + 1)}</span>
    </>
  );
}

function ContactCard({ contact }: { contact: Contact }) {
  return (
    <li className="home-contact">
      {contact.image ? (
        <img
          className="home-contact__photo"
          src={contact.image}
          alt={contact.name}
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="home-contact__photo home-contact__photo--initials" aria-hidden="true">
          {initialsOf(contact.name)}
        </span>
      )}
      <div className="home-contact__body">
        <h4 className="home-contact__name">{contact.name}</h4>
        <p className="home-contact__role">{contact.role}</p>
        {contact.phone && (
          <p className="home-contact__line">
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </p>
        )}
        <p className="home-contact__line">
          <a href={`mailto:${contact.email}`}>
            <EmailAddress email={contact.email} />
          </a>
        </p>
        {contact.languages && <p className="home-contact__languages">Idiomas: {contact.languages}</p>}
      </div>
    </li>
  );
}

/** Press contacts by group: photo, name, role, phone if any, e-mail, languages if any. */
export function ContactsList({ groups }: { groups: ContactGroup[] }) {
  return (
    <div className="home-contacts">
      {groups.map((group) => (
        <div key={group.id} className="home-contacts__group">
          <h3 className="home-contacts__title">{group.title}</h3>
          <ul className="home-contacts__people">
            {group.subcontacts.map((contact) => (
              <ContactCard key={contact.id} contact={contact} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
