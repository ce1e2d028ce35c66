import styled from "styled-components";
import { Card, CardIcon } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Photo } from "@/components/ui/photo";
import type { Facilitator } from "@/lib/content";
import { fieldLang, type Locale } from "@/lib/i18n";
import { photoInfo } from "@/lib/photos";

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-4);

  & img {
    width: 5.5rem;
    height: 5.5rem;
    border-radius: 50%;
    object-fit: cover;
    border: 2px solid var(--color-gold);
  }

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

export interface FacilitatorCardProps {
  person: Facilitator;
  locale: Locale;
  /** A heading above the person, e.g. "About the Facilitator"; without it their name is the card's heading. */
  title?: string;
}

/** A person who leads an event or a service: their photo (or a star), name, role and short bio; an empty field shows nothing. */
export function FacilitatorCard({ person, locale, title }: FacilitatorCardProps) {
  const lang = (field: string) => fieldLang(person, field, locale);
  return (
    <Card aria-label={title ? undefined : person.name}>
      {title && <Title>{title}</Title>}
      <Person>
        {person.photo && photoInfo(person.photo.src) ? (
          <Photo src={person.photo.src} alt={person.photo.alt} lang={lang("photo.alt")} sizes="88px" />
        ) : (
          <CardIcon>
            <Icon name="star" />
          </CardIcon>
        )}
        <div>
          {title ? <strong>{person.name}</strong> : <Name>{person.name}</Name>}
          <p lang={lang("role")}>{person.role}</p>
        </div>
      </Person>
      {person.bio && <p lang={lang("bio")}>{person.bio}</p>}
    </Card>
  );
}
