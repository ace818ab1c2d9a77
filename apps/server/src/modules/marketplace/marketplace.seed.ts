import type { Db } from '../../db/client';
import { offers, products } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;

type Seed = [name: string, category: string, priceMinor: number, stock: number, tags: string[]];

const AROMA: Seed[] = [
  ['Flat White', 'coffee', 380, 120, ['hot', 'milk']],
  ['Espresso', 'coffee', 220, 200, ['hot']],
  ['Cappuccino', 'coffee', 360, 150, ['hot', 'milk']],
  ['Iced Latte', 'coffee', 420, 80, ['cold', 'milk', 'summer']],
  ['Freddo Espresso', 'coffee', 350, 90, ['cold', 'summer']],
  ['House Blend Beans 1 kg', 'coffee', 2400, 14, ['beans', 'retail']],
  ['Decaf Beans 250 g', 'coffee', 900, 3, ['beans', 'retail']],
  ['Butter Croissant', 'bakery', 220, 40, ['pastry']],
  ['Almond Croissant', 'bakery', 280, 25, ['pastry', 'nuts']],
  ['Sourdough Loaf', 'bakery', 450, 12, ['bread']],
  ['Halloumi Toast', 'food-drink', 690, 30, ['savoury', 'vegetarian']],
  ['Full Breakfast', 'food-drink', 1200, 20, ['savoury']],
  ['Greek Yoghurt Bowl', 'food-drink', 650, 18, ['vegetarian', 'healthy']],
  ['Fresh Orange Juice', 'food-drink', 400, 60, ['cold', 'healthy']],
  ['Carrot Cake Slice', 'bakery', 380, 4, ['cake', 'sweet']],
  ['Chocolate Brownie', 'bakery', 320, 22, ['sweet']],
  ['Reusable Cup', 'retail', 1200, 35, ['retail', 'eco']],
  ['Barista Class', 'services', 4500, 8, ['class']],
  ['Gift Card 25 €', 'retail', 2500, 100, ['gift']],
  ['Seasonal Pumpkin Latte', 'coffee', 480, 0, ['hot', 'seasonal']],
  ['Matcha Latte', 'coffee', 450, 40, ['hot', 'milk']],
  ['Chai Latte', 'coffee', 430, 2, ['hot', 'milk', 'spiced']],
  ['Bagel with Cream Cheese', 'bakery', 390, 16, ['savoury']],
  ['Vegan Banana Bread', 'bakery', 340, 9, ['vegan', 'sweet']],
  ['Cold Brew Bottle', 'coffee', 550, 28, ['cold', 'retail']],
];

const BLUE_BAY: Seed[] = [
  ['Sunset Cruise', 'tours', 4500, 40, ['sea', 'evening']],
  ['Troodos Day Tour', 'tours', 6900, 25, ['mountains', 'wine']],
  ['Airport Transfer', 'travel', 3500, 200, ['transfer']],
  ['Blue Lagoon Boat Trip', 'tours', 5500, 30, ['sea', 'swimming']],
  ['Kourion Heritage Walk', 'tours', 3000, 20, ['history']],
  ['Paphos Mosaics Tour', 'tours', 3200, 3, ['history']],
  ['Weekend in Limassol', 'travel', 24000, 6, ['hotel', 'weekend']],
  ['Greek Island Hop (5 days)', 'travel', 89000, 4, ['islands']],
  ['Scuba Taster Dive', 'entertainment', 7500, 12, ['sea', 'diving']],
  ['Jeep Safari Akamas', 'tours', 6500, 15, ['adventure']],
  ['Wine Route Tasting', 'tours', 4800, 10, ['wine']],
  ['Spa Day Pass', 'wellness', 9000, 8, ['relax']],
  ['Car Rental (per day)', 'travel', 3900, 50, ['car']],
  ['Travel Insurance (week)', 'services', 2900, 500, ['insurance']],
  ['Cyprus Guidebook', 'retail', 1800, 0, ['retail', 'books']],
  ['Horse Riding Lesson', 'entertainment', 4000, 5, ['outdoors']],
  ['Cooking Class Meze', 'services', 5200, 9, ['food', 'class']],
  ['Nicosia Night Walk', 'tours', 2200, 2, ['evening', 'history']],
  ['Water Park Ticket', 'entertainment', 3600, 70, ['family', 'summer']],
  ['Yoga Retreat Weekend', 'wellness', 32000, 1, ['relax', 'weekend']],
];

const STATUSES = ['active', 'active', 'active', 'active', 'draft', 'archived'] as const;

async function seedProducts(db: Db, merchantId: string, seeds: Seed[], skuPrefix: string) {
  return db
    .insert(products)
    .values(
      seeds.map(([name, category, price, stockQuantity, tags], i) => ({
        merchantId,
        name,
        category,
        price,
        stockQuantity,
        tags,
        status: STATUSES[i % STATUSES.length]!,
        sku: `${skuPrefix}-${String(i + 1).padStart(3, '0')}`,
        description: `${name} from the demo catalogue.`,
        lowStockThreshold: 5,
      })),
    )
    .returning();
}

/** Products of both demo merchants, and offers on some of them in every state. */
export async function seedDemoMarketplace(db: Db, merchants: { aroma: string; blueBay: string }) {
  const now = Date.now();
  const aroma = await seedProducts(db, merchants.aroma, AROMA, 'AROMA');
  const blueBay = await seedProducts(db, merchants.blueBay, BLUE_BAY, 'BLUE');
  const offerStatuses = ['pending', 'pending', 'rejected', 'paused', 'ended', 'approved'] as const;
  const values = [...aroma.slice(5, 17), ...blueBay.slice(3, 15)].map((product, i) => {
    const status = offerStatuses[i % offerStatuses.length]!;
    return {
      merchantId: product.merchantId,
      productId: product.id,
      title: `${i % 2 ? '20% off' : 'Special'}: ${product.name}`,
      description: `A demo offer on ${product.name}.`,
      retailPrice: i % 2 ? Math.round(product.price * 0.8) : product.price,
      discountPercent: i % 2 ? 20 : null,
      currency: 'EUR',
      status,
      rejectionReason:
        status === 'rejected' ? 'Please add a photo and a clearer description.' : null,
      validFrom: new Date(now - 10 * DAY),
      validUntil: new Date(now + (status === 'ended' ? -1 : 90) * DAY),
      quantityAvailable: i % 3 === 0 ? 50 : null,
    };
  });
  await db.insert(offers).values(values);
  return { aroma, blueBay };
}
