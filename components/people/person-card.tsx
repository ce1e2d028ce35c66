import styled from "styled-components";
import { Card } from "@/components/ui/card";
import { Photo } from "@/components/ui/photo";
import type { Person } from "@/lib/content";
import { fieldLang, ui, type Locale } from "@/lib/i18n";
import { photoInfo } from "@/lib/content/photos";
import { asLine } from "@/lib/format";

/** "Maya Collins" → "MC": the first letter of the first and the last word of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase("en-US")).join("");
}

const Round = styled.span<{ $size: string }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${(props) => props.$size};
  height: ${(props) => props.$size};
  border-radius: 50%;
  overflow: hidden;
  border: 2px solid var(--color-gold);
  background: var(--color-forest);
  color: var(--color-on-dark);
  font: 600 calc(${(props) => props.$size} * 0.38) / 1 var(--font-serif);
  letter-spacing: 0.02em;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A person's face: their photo, or their initials on a coloured disc (never a generic icon). The name is always written beside it. */
export function Avatar({
  person,
  size = "5.5rem",
  altLang,
}: {
  person: Pick<Person, "name" | "photo">;
  size?: string;
  altLang?: string;
}) {
  const photo = person.photo && photoInfo(person.photo.src) ? person.photo : undefined;
  return (
    <Round $size={size} aria-hidden={photo ? undefined : true}>
      {photo ? (
        <Photo src={photo.src} alt={photo.alt} lang={altLang} sizes={size === "5.5rem" ? "88px" : "48px"} />
      ) : (
        initialsOf(person.name)
      )}
    </Round>
  );
}

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-4);

  & p {
    margin: 0;
  }
`;

const Title = styled.h2`
  font-size: var(--step-2);
  margin: 0;
`;

const Name = styled.h3`
  font-size: var(--step-1);
  margin: 0;
`;

/** The mark beside a stand-in's name (“Example entry” in People): previews and local builds show it, the launch gate refuses it. */
const Mark = styled.span`
  display: inline-block;
  margin-inline-start: var(--space-1);
  padding: 0.1rem 0.5rem;
  border: 1px dashed currentColor;
  border-radius: var(--radius-pill);
  font: 600 0.75rem / 1.4 var(--font-sans);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  vertical-align: middle;
`;

/** “Example” beside the name of an entry marked as a stand-in, in the page's language; nothing for a real person. */
export function ExampleMark({ person, locale }: { person: Pick<Person, "example">; locale: Locale }) {
  return person.example ? (
    <>
      {" "}
      <Mark className="example-mark">{ui(locale).people.example}</Mark>
    </>
  ) : null;
}

export interface PersonCardProps {
  person: Person;
  locale: Locale;
  /** A heading above the person, e.g. "About the Facilitator"; without it their name is the card's heading. */
  title?: string;
}

/** A person of the organisation: their photo (or initials), name, role and short bio; an empty field shows nothing. */
export function PersonCard({ person, locale, title }: PersonCardProps) {
  const lang = (field: string) => fieldLang(person, field, locale);
  return (
    <Card aria-label={title ? undefined : person.name}>
      {title && <Title>{title}</Title>}
      <Who>
        <Avatar person={person} altLang={lang("photo.alt")} />
        <div>
          {title ? (
            <strong>
              {person.name}
              <ExampleMark person={person} locale={locale} />
            </strong>
          ) : (
            <Name>
              {person.name}
              <ExampleMark person={person} locale={locale} />
            </Name>
          )}
          <p lang={lang("role")}>{asLine(person.role, locale)}</p>
        </div>
      </Who>
      {person.bio && <p lang={lang("bio")}>{person.bio}</p>}
    </Card>
  );
}

const Names = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);

  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
  }
`;

/** Who leads an event, small: each face (or initials) and name, for cards. */
export function LeaderList({ people, locale }: { people: readonly Person[]; locale: Locale }) {
  return (
    <Names>
      {people.map((person) => (
        <li key={person.slug}>
          <Avatar person={{ name: person.name, photo: person.photo }} size="2.25rem" />
          <span>
            {person.name}
            <ExampleMark person={person} locale={locale} />
          </span>
        </li>
      ))}
    </Names>
  );
}
