import { Link } from 'react-router';

export function AboutContent() {
  return (
    <>
      <p>
        Bazaar is a marketplace of independent shops. Instead of one big warehouse, you buy from people who
        run their own business: a small electronics dealer in Austin, a roastery in the Pacific Northwest, a
        family bookshop, a studio that sews its own clothes. Each shop lists its products, sets its prices and
        ships your order itself, and Bazaar brings them together in one catalogue, one search and one cart.
      </p>

      <h2>What we do for shoppers</h2>
      <ul>
        <li>
          <strong>One cart for many shops.</strong> Order from several sellers at once and pay once; every
          seller ships its own part of the order and you can follow each of them from your orders page.
        </li>
        <li>
          <strong>Clear prices.</strong> Every price is shown in US dollars. When a seller runs an offer, you
          see the offer next to the regular price, so you always know what you save.
        </li>
        <li>
          <strong>Reviews you can trust.</strong> Only customers who bought and received a product can review
          it, once per product.
        </li>
        <li>
          <strong>Returns within 30 days.</strong> If something is not right, you can send it back within 30
          days of delivery. See the <Link to="/faq">FAQ</Link> for how returns work.
        </li>
      </ul>

      <h2>What we do for sellers</h2>
      <p>
        Opening a shop on Bazaar is free. Sellers apply with their shop details, and our team checks every
        application by hand before the shop goes live. Approved sellers manage their own products, stock and
        orders, and keep their own customers. Read the <Link to="/seller_terms_condition">seller terms</Link>{' '}
        or <Link to="/become_seller">apply to become a seller</Link>.
      </p>

      <h2>How we choose what is listed</h2>
      <p>
        Every new product is reviewed before shoppers can see it. We remove listings that are counterfeit,
        unsafe or misleading, and we act on every report a customer sends us. Shops that repeatedly break our
        rules are closed.
      </p>

      <h2>Open source</h2>
      <p>
        The software that runs Bazaar is open source, so anyone can read how it works, suggest improvements or
        run a marketplace of their own with it.
      </p>

      <h2>Talk to us</h2>
      <p>
        Questions about an order, a seller or this site? Write to us through the{' '}
        <Link to="/contact">contact page</Link>; we answer within one business day.
      </p>
    </>
  );
}
