import { Card, Grid, IconCircle } from './kit'

export type IconCardItem = {
  icon: (props: { size?: number }) => React.ReactElement
  title: string
  text: string
}

/** A grid of cards, each an icon over a title and a line or two of text. */
export function IconCards({
  items,
  accent = false,
  iconSize = 24,
  min,
  max,
}: {
  items: readonly IconCardItem[]
  /** The gold top border of cards that lead a page's story. */
  accent?: boolean
  iconSize?: number
  /** Narrowest column and most columns, as `Grid` takes them. */
  min?: number
  max?: number
}) {
  return (
    <Grid $min={min} $max={max}>
      {items.map(({ icon: Icon, title, text }) => (
        <Card key={title} $accent={accent}>
          <IconCircle>
            <Icon size={iconSize} />
          </IconCircle>
          <h3>{title}</h3>
          <p>{text}</p>
        </Card>
      ))}
    </Grid>
  )
}
