import { describe, expect, test } from "vitest";
import type { Review, User } from "../../src/core/types";
import { deleteEach, filterReviews, ratingParam, shorten } from "../../src/features/customers/reviews/reviewListState";
import { countByType, filterUsers, indexUsers } from "../../src/features/customers/users/userListState";

const user = (id: number, full_name: string, bussiness_type: "B2B" | "B2C") =>
  ({ id, full_name, bussiness_type }) as User;
const users = [user(1, "Anna Berg", "B2B"), user(2, "Bert Anders", "B2C"), user(3, "Carla Diaz", "B2C")];

describe("users list", () => {
  test("counts each business type over the whole list", () => {
    expect(countByType(users)).toEqual({ all: 3, B2B: 1, B2C: 2 });
  });

  test("filters by business type and by name, case-insensitively", () => {
    const index = indexUsers(users);
    expect(filterUsers(users, index, "", "B2C").map((row) => row.id)).toEqual([2, 3]);
    expect(filterUsers(users, index, "AND", null).map((row) => row.id)).toEqual([2]);
    expect(filterUsers(users, index, "an", "B2B").map((row) => row.id)).toEqual([1]);
    expect(filterUsers(users, index, "zzz", null)).toEqual([]);
    expect(filterUsers(users, null, "", null)).toBe(users);
  });
});

const review = (id: number, rating: number, product: string, customer: string) =>
  ({ id, rating, product: { product_name: product }, user: { full_name: customer } }) as Review;

describe("reviews list", () => {
  const reviews = [
    review(1, 5, "Mango Ice", "Anna"),
    review(2, 2, "Berry Blast", "Bert"),
    review(3, 5, "Cola", "Mango Man"),
  ];

  test("filters by rating and by product or customer name", () => {
    expect(filterReviews(reviews, "", 5).map((row) => row.id)).toEqual([1, 3]);
    expect(filterReviews(reviews, "mango", null).map((row) => row.id)).toEqual([1, 3]);
    expect(filterReviews(reviews, "bert", 2).map((row) => row.id)).toEqual([2]);
    expect(ratingParam("4")).toBe(4);
    expect(ratingParam("9")).toBeNull();
    expect(ratingParam(null)).toBeNull();
  });

  test("shortens a long comment at a word with an ellipsis", () => {
    expect(shorten("short")).toBe("short");
    expect(shorten("one two three four five six", 12)).toBe("one two…");
  });

  test("a bulk delete keeps each failure with its reason", async () => {
    const outcome = await deleteEach(
      [1, 2, 3],
      (id) => (id === 2 ? Promise.reject(new Error("Review not found")) : Promise.resolve(null)),
      (error) => (error as Error).message,
    );
    expect(outcome.deleted).toEqual([1, 3]);
    expect([...outcome.failed]).toEqual([[2, "Review not found"]]);
  });
});
