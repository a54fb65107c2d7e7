// Generated from the DTOs by `npm run openapi:metadata` (scripts/swagger-metadata.mjs, the @nestjs/swagger
// CLI plugin). Do not edit.
/* eslint-disable */
export default async () => {
    const t = {
        ["./common/hal/hal.dto.js"]: await import("./common/hal/hal.dto.js"),
        ["./editions/dto/edition-options.dto.js"]: await import("./editions/dto/edition-options.dto.js"),
        ["./editions/dto/create-edition.dto.js"]: await import("./editions/dto/create-edition.dto.js"),
        ["./editions/dto/page.dto.js"]: await import("./editions/dto/page.dto.js"),
        ["./titles/dto/vendor-codes.dto.js"]: await import("./titles/dto/vendor-codes.dto.js"),
        ["./titles/dto/create-title.dto.js"]: await import("./titles/dto/create-title.dto.js")
    };
    return {
        "@nestjs/swagger": {
            "models": [
                [import("./common/problem/problem.dto.js"), {
                        "ProblemDto": {
                            type: { required: true, type: () => String, example: "about:blank" },
                            title: { required: true, type: () => String, example: "Unprocessable Entity" },
                            status: { required: true, type: () => Number, example: 422 },
                            detail: { required: true, type: () => String, example: "Failed Validation" },
                            validation_messages: { required: false, type: "object", additionalProperties: { type: "object", additionalProperties: { type: "string" } }, description: "field (dotted for nested) -> rule -> message; 422 only", example: { "name": { "isNotEmpty": "name should not be empty" } } }
                        }
                    }],
                [import("./personalization/dto/category.dto.js"), {
                        "UpdateCategoryDto": {
                            name: { required: false, type: () => String, example: "Industry" },
                            description: { required: false, type: () => String, nullable: true },
                            external_mapping: { required: false, type: () => String, nullable: true, description: "the field of the caller's CRM this category mirrors" },
                            is_multiple: { required: false, type: () => Boolean, description: "whether a token may choose more than one option" },
                            position: { required: false, type: () => Number }
                        },
                        "CreateCategoryDto": {
                            key: { required: true, type: () => String, description: "unique in the workspace, fixed at creation; `visible_if.category` names it" },
                            name: { required: true, type: () => String, example: "Industry" }
                        }
                    }],
                [import("./common/hal/hal.dto.js"), {
                        "HalLinkDto": {
                            href: { required: true, type: () => String }
                        },
                        "SelfLinksDto": {
                            self: { required: true, type: () => t["./common/hal/hal.dto.js"].HalLinkDto }
                        },
                        "ResourceStubDto": {
                            id: { required: true, type: () => Number },
                            _links: { required: true, type: () => t["./common/hal/hal.dto.js"].SelfLinksDto }
                        },
                        "RelatedListDto": {
                            _links: { required: true, type: () => t["./common/hal/hal.dto.js"].SelfLinksDto }
                        },
                        "CollectionLinksDto": {
                            self: { required: true, type: () => t["./common/hal/hal.dto.js"].HalLinkDto },
                            first: { required: false, type: () => t["./common/hal/hal.dto.js"].HalLinkDto, description: "absent on an empty collection" },
                            last: { required: false, type: () => t["./common/hal/hal.dto.js"].HalLinkDto, description: "absent on an empty collection" },
                            prev: { required: false, type: () => t["./common/hal/hal.dto.js"].HalLinkDto },
                            next: { required: false, type: () => t["./common/hal/hal.dto.js"].HalLinkDto }
                        },
                        "CollectionDto": {
                            _links: { required: true, type: () => t["./common/hal/hal.dto.js"].CollectionLinksDto },
                            page_count: { required: true, type: () => Number },
                            page_size: { required: true, type: () => Number },
                            total_items: { required: true, type: () => Number },
                            page: { required: true, type: () => Number },
                            count: { required: true, type: () => Number },
                            total: { required: true, type: () => Number }
                        }
                    }],
                [import("./editions/dto/edition-options.dto.js"), {
                        "CookieCheckMessageDto": {
                            title: { required: false, type: () => String, nullable: true, maxLength: 1024 },
                            description: { required: false, type: () => String, nullable: true }
                        },
                        "PasswordParamsDto": {
                            username: { required: false, type: () => String, description: "required with a new password; kept when omitted", maxLength: 255 },
                            password: { required: false, type: () => String, nullable: true, description: "stored as a hash, never echoed; null keeps the stored one", maxLength: 255 },
                            has_password: { required: false, type: () => Boolean, description: "read-only; accepted (and ignored) so a read options object can be sent back" }
                        },
                        "WhitelistParamsDto": {
                            whitelist: { required: true, type: () => [String], description: "e-mail addresses allowed to read the doc", maxItems: 1000 }
                        },
                        "AuthenticationDto": {
                            method: { required: true, enum: ["password", "whitelist"] },
                            params: { required: true, type: () => Object, description: "as `method` says" }
                        },
                        "EditionOptionsDto": {
                            locale: { required: false, type: () => String, description: "a locale such as en_gb or nl_nl", example: "en_gb", maxLength: 35 },
                            help: { required: false, type: () => String, nullable: true },
                            has_cookie_check: { required: false, type: () => Boolean },
                            cookie_check_message: { required: false, type: () => t["./editions/dto/edition-options.dto.js"].CookieCheckMessageDto },
                            has_editions_hidden: { required: false, type: () => Boolean },
                            has_personalization: { required: false, type: () => Boolean },
                            offline_mode: { required: false, type: () => Boolean },
                            has_nofollow: { required: false, type: () => Boolean },
                            has_disabled_navigation: { required: false, type: () => Boolean },
                            has_page_menu_button: { required: false, type: () => Boolean },
                            has_custom_url: { required: false, type: () => Boolean },
                            has_page_numbers: { required: false, type: () => Boolean },
                            floating_hamburger: { required: false, type: () => Boolean },
                            authentication: { required: false, type: () => Object },
                            has_favorites: { required: false, type: () => Boolean },
                            has_search: { required: false, type: () => Boolean },
                            has_header: { required: false, type: () => Boolean },
                            has_cobranding: { required: false, type: () => Boolean },
                            header_code: { required: false, type: () => String, nullable: true },
                            utm_code: { required: false, type: () => String, nullable: true },
                            share: { required: false, type: () => [String], uniqueItems: true },
                            anonymize_ip: { required: false, type: () => Boolean },
                            disable_cdn: { required: false, type: () => Boolean }
                        }
                    }],
                [import("./personalization/dto/option.dto.js"), {
                        "UpdateOptionDto": {
                            label: { required: false, type: () => String, example: "Finance" },
                            external_value: { required: false, type: () => String, nullable: true, description: "the value the caller's CRM uses for this answer" },
                            position: { required: false, type: () => Number }
                        },
                        "CreateOptionDto": {
                            category: { required: true, type: () => Number, description: "a category of the workspace" },
                            key: { required: true, type: () => String, description: "unique in its category, fixed at creation; `visible_if.options` names it" },
                            label: { required: true, type: () => String, example: "Finance" }
                        }
                    }],
                [import("./personalization/dto/property.dto.js"), {
                        "UpdatePropertyDto": {
                            name: { required: false, type: () => String, example: "First name" },
                            description: { required: false, type: () => String, nullable: true },
                            external_mapping: { required: false, type: () => String, nullable: true, description: "the field of the caller's CRM this property mirrors" },
                            is_required: { required: false, type: () => Boolean, description: "whether a token must answer it when it is created" },
                            max_length: { required: false, type: () => Number, description: "the longest value (and default) allowed", minimum: 1 },
                            default: { required: false, type: () => String, description: "shown when a token has no value and the placeholder no fallback; checked as a value (type, max_length)" },
                            position: { required: false, type: () => Number }
                        },
                        "CreatePropertyDto": {
                            key: { required: true, type: () => String, description: "unique in the workspace, fixed at creation; content names it as {{key}}" },
                            name: { required: true, type: () => String },
                            type: { required: false, description: "`text`; `url` (http(s) or mailto); `image` (an image id of the workspace); fixed at creation", enum: ["text", "url", "image"] }
                        }
                    }],
                [import("./personalization/dto/token.dto.js"), {
                        "UpdateTokenDto": {
                            name: { required: false, type: () => String, example: "Acme, Anna" },
                            expires_on: { required: false, type: () => String, nullable: true, description: "after it, the key reads the plain doc; null: never" },
                            external_id: { required: false, type: () => String, nullable: true, description: "the CRM record it was made for" }
                        },
                        "CreateTokenDto": {
                            edition: { required: true, type: () => Number, description: "a doc of the workspace whose `options.has_personalization` is true" },
                            name: { required: true, type: () => String },
                            values: { required: false, type: "object", additionalProperties: true, description: "the answers, by property key, made in the same transaction; when given, every required property must be among them" },
                            options: { required: false, type: "object", additionalProperties: true, description: "the chosen options, by category key: a list of option keys (one, unless the category is_multiple)" }
                        }
                    }],
                [import("./personalization/dto/value.dto.js"), {
                        "UpdateValueDto": {
                            value: { required: false, type: () => Object, description: "checked against the property: its type (`url`: http(s) or mailto; `image`: an image id of the workspace) and max_length" }
                        },
                        "CreateValueDto": {
                            token: { required: true, type: () => Number, description: "a token of the workspace" },
                            property: { required: false, type: () => Number, description: "a property of the workspace (then `value` is its answer); exactly one of property and option" },
                            option: { required: false, type: () => Number, description: "an option of the workspace (then `value` is null); exactly one of property and option" }
                        }
                    }],
                [import("./analytics/dto/goal.dto.js"), {
                        "UpdateGoalDto": {
                            name: { required: false, type: () => String, example: "Signed up", maxLength: 255 },
                            type: { required: false, description: "what reaches the goal: a page of a doc, a click, a custom event, or a doc read to its last visible page", enum: ["page", "click", "custom", "completion"] },
                            doc: { required: false, type: () => Number, nullable: true, description: "the doc the goal is on: required for `page`, optional otherwise (any doc of the workspace)" },
                            position: { required: false, type: () => Number, nullable: true, description: "`page`: the page reached, by its position in the doc (1-based)", minimum: 1 },
                            page: { required: false, type: () => String, nullable: true, description: "`page`: the page reached, by its identifier", minLength: 1, maxLength: 255 },
                            pattern: { required: false, type: () => String, nullable: true, description: "`click`: the click target's pattern, `*` matching any run of characters (case-insensitive)", minLength: 1 },
                            event: { required: false, type: () => String, nullable: true, description: "`custom`: the custom event's name, as the beacon sends it", minLength: 1, maxLength: 120 }
                        },
                        "CreateGoalDto": {
                            name: { required: true, type: () => String, maxLength: 255 },
                            type: { required: true, enum: ["page", "click", "custom", "completion"] }
                        }
                    }],
                [import("./media-library/dto/create-folder.dto.js"), {
                        "CreateFolderDto": {
                            name: { required: true, type: () => String, maxLength: 255 },
                            parent: { required: false, type: () => Number, description: "the parent folder's id; default the workspace's root folder", minimum: 1 }
                        }
                    }],
                [import("./media-library/dto/update-folder.dto.js"), {
                        "UpdateFolderDto": {
                            name: { required: false, type: () => String, maxLength: 255 },
                            parent: { required: false, type: () => Number, description: "the new parent folder; not the folder itself or one below it", minimum: 1 }
                        }
                    }],
                [import("./editions/dto/update-edition.dto.js"), {
                        "UpdateEditionDto": {
                            name: { required: false, type: () => String, maxLength: 255 },
                            identifier: { required: false, type: () => String, description: "a slug, unique within the project" },
                            category: { required: false, type: () => String },
                            options: { required: false, type: () => t["./editions/dto/edition-options.dto.js"].EditionOptionsDto, description: "merged key by key into the stored options" },
                            is_visible: { required: false, type: () => Boolean },
                            is_default: { required: false, type: () => Boolean, description: "at most one default doc per project: setting it clears the others" },
                            has_header: { required: false, type: () => Boolean, nullable: true },
                            is_starred: { required: false, type: () => Boolean, nullable: true },
                            screenshot: { required: false, type: () => Number, nullable: true, description: "an image id of the workspace; null removes it" }
                        }
                    }],
                [import("./editions/dto/create-edition.dto.js"), {
                        "TitleRefDto": {
                            id: { required: true, type: () => Number, description: "a project of your workspace", example: 1 }
                        },
                        "CreateEditionDto": {
                            name: { required: true, type: () => String, example: "Spring issue", maxLength: 255 },
                            title: { required: true, type: () => t["./editions/dto/create-edition.dto.js"].TitleRefDto, description: "the project; the bare id is accepted too" }
                        },
                        "CopyEditionDto": {
                            name: { required: false, type: () => String, description: "default \"Copy of {name}\"", maxLength: 255 },
                            title: { required: false, type: () => t["./editions/dto/create-edition.dto.js"].TitleRefDto, description: "default the same project; the bare id is accepted too" }
                        }
                    }],
                [import("./editions/dto/page.dto.js"), {
                        "UpdatePageDto": {
                            name: { required: false, type: () => String, maxLength: 255 },
                            identifier: { required: false, type: () => String, description: "a slug, unique within the doc" },
                            position: { required: false, type: () => Number, description: "0-based; the other pages shift so positions stay 0..n-1", minimum: 0, maximum: 1000000 },
                            is_visible: { required: false, type: () => Boolean },
                            content: { required: false, type: () => Object }
                        },
                        "EditionRefDto": {
                            id: { required: true, type: () => Number, description: "a doc of your workspace", example: 1 }
                        },
                        "CreatePageDto": {
                            name: { required: true, type: () => String, example: "Cover", maxLength: 255 },
                            edition: { required: true, type: () => t["./editions/dto/page.dto.js"].EditionRefDto, description: "the doc; the bare id is accepted too" }
                        }
                    }],
                [import("./exports/export-doc.dto.js"), {
                        "ExportDocDto": {
                            token: { required: false, type: () => Number, description: "a personalization token of this doc: the archive is that token's personalized copy" }
                        }
                    }],
                [import("./titles/dto/vendor-codes.dto.js"), {
                        "VendorBCodeDto": {
                            hub_id: { required: false, type: () => String, maxLength: 255 },
                            hublet: { required: false, type: () => String, maxLength: 255 },
                            is_enabled: { required: false, type: () => Boolean }
                        },
                        "VendorCCodeDto": {
                            piCid: { required: false, type: () => String, maxLength: 255 },
                            piAid: { required: false, type: () => String, maxLength: 255 }
                        },
                        "VendorDCodeDto": {
                            site_id: { required: false, type: () => String, maxLength: 255 },
                            custom_tracker_subdomain: { required: false, type: () => String, maxLength: 255 },
                            piCid: { required: false, type: () => String, description: "stored as site_id", maxLength: 255 },
                            piAid: { required: false, type: () => String, description: "stored as custom_tracker_subdomain", maxLength: 255 }
                        },
                        "VendorEConfigDto": {
                            has_enabled: { required: false, type: () => Boolean },
                            has_events_enabled: { required: false, type: () => Boolean },
                            has_views_enabled: { required: false, type: () => Boolean },
                            measurement_id: { required: false, type: () => String, maxLength: 255 }
                        }
                    }],
                [import("./titles/dto/update-title.dto.js"), {
                        "UpdateTitleDto": {
                            name: { required: false, type: () => String, maxLength: 255 },
                            identifier: { required: false, type: () => String, description: "a slug, unique within the workspace" },
                            has_secure_socket_layer: { required: false, type: () => Boolean },
                            ua_code: { required: false, type: () => String, nullable: true, example: "UA-123456-1", maxLength: 64, pattern: "^UA-\\d+-\\d+$" },
                            security_profile: { required: false, type: () => String, nullable: true },
                            website: { required: false, type: () => String, nullable: true, maxLength: 255, format: "uri" },
                            vendorE_config: { required: false, type: () => t["./titles/dto/vendor-codes.dto.js"].VendorEConfigDto },
                            vendorC_code: { required: false, type: () => t["./titles/dto/vendor-codes.dto.js"].VendorCCodeDto },
                            vendorD_code: { required: false, type: () => t["./titles/dto/vendor-codes.dto.js"].VendorDCodeDto },
                            vendorB_code: { required: false, type: () => t["./titles/dto/vendor-codes.dto.js"].VendorBCodeDto }
                        }
                    }],
                [import("./titles/dto/create-title.dto.js"), {
                        "AccountRefDto": {
                            id: { required: true, type: () => Number, description: "the target workspace", minimum: 1 }
                        },
                        "CreateTitleDto": {
                            name: { required: true, type: () => String, maxLength: 255 },
                            account: { required: true, type: () => t["./titles/dto/create-title.dto.js"].AccountRefDto }
                        }
                    }],
                [import("./users/dto/update-membership.dto.js"), {
                        "UpdateMembershipDto": {
                            roles: { required: false, type: () => [String], nullable: true }
                        }
                    }],
                [import("./users/dto/create-user.dto.js"), {
                        "CreateUserDto": {
                            first_name: { required: true, type: () => String },
                            last_name: { required: true, type: () => String },
                            email: { required: true, type: () => String },
                            phone: { required: true, type: () => String },
                            account: { required: true, type: () => String },
                            options: { required: false, type: () => [String], nullable: true },
                            roles: { required: false, type: () => [String], nullable: true }
                        }
                    }],
                [import("./users/dto/update-user.dto.js"), {
                        "UpdateUserDto": {
                            first_name: { required: false, type: () => String },
                            last_name: { required: false, type: () => String },
                            email: { required: false, type: () => String },
                            phone: { required: false, type: () => String },
                            account: { required: false, type: () => String },
                            options: { required: false, type: () => [String], nullable: true },
                            roles: { required: false, type: () => [String], nullable: true }
                        }
                    }],
                [import("./webhooks/dto/webhook.dto.js"), {
                        "UpdateWebhookDto": {
                            url: { required: false, type: () => String, description: "https (http only where the server allows it); its address is checked at every attempt", maxLength: 2048, format: "uri" },
                            events: { required: false, type: () => [String], description: "the event types to send, or `[\"*\"]` for all", minItems: 1, uniqueItems: true },
                            description: { required: false, type: () => String, nullable: true, maxLength: 1000 },
                            is_enabled: { required: false, type: () => Boolean, description: "false stops deliveries (they wait); true again clears a disable and sends them" }
                        },
                        "CreateWebhookDto": {
                            url: { required: true, type: () => String, maxLength: 2048, format: "uri" },
                            events: { required: true, type: () => [String], minItems: 1, uniqueItems: true }
                        }
                    }],
                [import("./workspaces/dto/update-workspace.dto.js"), {
                        "UpdateWorkspaceDto": {
                            name: { required: false, type: () => String, maxLength: 255 },
                            identifier: { required: false, type: () => String, description: "a slug, unique across the platform" },
                            industry: { required: false, type: () => String, nullable: true, maxLength: 64 },
                            is_company: { required: false, type: () => Boolean },
                            billing_country: { required: false, type: () => String, nullable: true, description: "ISO 3166-1 alpha-2, upper case", example: "DE", pattern: "^[A-Z]{2}$" },
                            meta: { required: false, type: "object", additionalProperties: true }
                        }
                    }]
            ],
            "controllers": []
        }
    };
};
