import styled from "styled-components";
import { asset } from "@/lib/paths";

const Frame = styled.figure`
  margin: 0;
  border-radius: var(--radius-l);
  overflow: hidden;
  border: 1px solid rgba(201, 164, 92, 0.5);
  box-shadow: var(--shadow-soft);
  background: var(--color-forest);

  & img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

/** A framed 800×600 illustration from public/images/art (service and volunteer pages). */
export function Illustration({ name, alt }: { name: string; alt: string }) {
  return (
    <Frame>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: plain, pre-sized SVG */}
      <img src={asset(`/images/art/${name}.svg`)} alt={alt} width={800} height={600} loading="lazy" decoding="async" />
    </Frame>
  );
}
