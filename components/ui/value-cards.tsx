import styled from "styled-components";
import type { Value } from "@/lib/data/values";
import { Card, CardIcon } from "./card";
import { Icon } from "./icon";
import { Grid } from "./section";

/**
 * A real list (an <article> may not take role="listitem"). Each card sits inside its <li>, so the <style>
 * element styled-components writes before the first card lands in the <li>, not directly in the <ul>.
 */
const List = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;

  & > li {
    display: flex;
  }

  & > li > * {
    flex: 1;
  }
`;

/** A grid of value cards (home page and /about). */
export function ValueCards({ values, min }: { values: readonly Value[]; min?: string }) {
  return (
    <List as="ul" $min={min}>
      {values.map((value) => (
        <li key={value.title}>
          <Card>
            <CardIcon>
              <Icon name={value.icon} />
            </CardIcon>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </Card>
        </li>
      ))}
    </List>
  );
}
