import { PageHero } from '../../components/sections/page-hero'
import { productsPage } from '../../content/products'
import { QuoteButton, QuoteCtaBanner } from '../../quote/ui'
import { EcosystemBanner } from './ecosystem-banner'
import { ProductSection } from './product-section'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

const { hero, banner, sections, closing } = productsPage

/** /products: the product lines in turn, each with its own quote button. */
export function Products() {
  useHydratedMarker()
  return (
    <>
      <PageHero
        eyebrow={hero.badge}
        title={hero.heading}
        intro={hero.intro}
        actions={<QuoteButton variant="accent">{hero.buttonText}</QuoteButton>}
      />
      <EcosystemBanner banner={banner} sections={sections} />
      {sections.map((product, index) => (
        <ProductSection key={product.slug} product={product} index={index} />
      ))}
      <QuoteCtaBanner copy={closing} />
    </>
  )
}
