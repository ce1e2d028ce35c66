import type { Value } from "@/lib/data/values";
import { Card, CardIcon } from "./card";
import { Icon } from "./icon";
import { Grid } from "./section";

/** A grid of value cards (home page and /about). */
export function ValueCards({ values, min }: { values: readonly Value[]; min?: string }) {
  return (
    <Grid $min={min} role="list">
      {values.map((value) => (
        <Card key={value.title} role="listitem">
          <CardIcon>
            <Icon name={value.icon} />
          </CardIcon>
          <h3>{value.title}</h3>
          <p>{value.text}</p>
        </Card>
      ))}
    </Grid>
  );
}
