import type { Locale, NewsItem, NewsPage, NewsPost, NewsPostInput, NewsPostPage } from "@soracity/contracts";
import { notFound } from "../../lib/errors";
import { type PageRequest, pageOf, windowOf } from "../../lib/paging";
import { toNewsItem, toNewsPost } from "./news.presenter";
import type { NewsPostValues, NewsRepository } from "./news.repository";

/** `published_at` is validated by the contract (ISO 8601 with an offset) before it reaches here. */
const valuesOf = (input: NewsPostInput): NewsPostValues => ({
  titleJa: input.title_ja,
  titleEn: input.title_en,
  bodyJa: input.body_ja,
  bodyEn: input.body_en,
  publishedAt: new Date(input.published_at),
});

/**
 * News posts: the public reads those whose publish time has passed (a post with a future time is a draft and
 * answers 404 like an unknown one); operators read and write them all.
 */
export class NewsService {
  constructor(
    private readonly repo: NewsRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async published(request: PageRequest & { locale: Locale }): Promise<NewsPage> {
    const { rows, total } = await this.repo.published(this.clock(), windowOf(request));
    return { items: rows.map((row) => toNewsItem(row, request.locale)), total, ...pageOf(request) };
  }

  async publishedOne(id: string, locale: Locale): Promise<NewsItem> {
    const row = await this.repo.find(id);
    if (!row || row.publishedAt.getTime() > this.clock().getTime()) throw notFound("News post");
    return toNewsItem(row, locale);
  }

  async list(request: PageRequest): Promise<NewsPostPage> {
    const now = this.clock();
    const { rows, total } = await this.repo.all(windowOf(request));
    return { items: rows.map((row) => toNewsPost(row, now)), total, ...pageOf(request) };
  }

  async get(id: string): Promise<NewsPost> {
    const row = await this.repo.find(id);
    if (!row) throw notFound("News post");
    return toNewsPost(row, this.clock());
  }

  async create(input: NewsPostInput, authorId: string): Promise<NewsPost> {
    return toNewsPost(await this.repo.insert(valuesOf(input), authorId), this.clock());
  }

  async update(id: string, input: NewsPostInput): Promise<NewsPost> {
    const row = await this.repo.update(id, valuesOf(input));
    if (!row) throw notFound("News post");
    return toNewsPost(row, this.clock());
  }

  async delete(id: string): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound("News post");
  }
}
