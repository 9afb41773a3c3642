(define (problem plan_trial_f951fb398c9d)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Watch_bar__minus_00_dot_76_bar__plus_00_dot_16_bar__plus_02_dot_27 - object
        Watch_bar__minus_00_dot_89_bar__plus_00_dot_30_bar__plus_02_dot_18 - object
        WateringCan_bar__minus_05_dot_80_bar__plus_01_dot_16_bar__plus_04_dot_12 - object
        Box_bar__minus_00_dot_62_bar__plus_00_dot_26_bar__plus_03_dot_83 - object
        KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_32_bar__plus_07_dot_16 - object
        KeyChain_bar__minus_06_dot_01_bar__plus_00_dot_59_bar__plus_04_dot_40 - object
        Statue_bar__minus_05_dot_76_bar__plus_00_dot_48_bar__plus_04_dot_56 - object
        Statue_bar__minus_05_dot_76_bar__plus_01_dot_16_bar__plus_04_dot_15 - object
        Bowl_bar__minus_02_dot_85_bar__plus_00_dot_15_bar__plus_07_dot_43 - object
        Bowl_bar__minus_05_dot_81_bar__plus_00_dot_91_bar__plus_04_dot_07 - object
        Laptop_bar__minus_00_dot_59_bar__plus_00_dot_25_bar__plus_01_dot_71 - object
        DeskLamp_bar__minus_00_dot_57_bar__plus_00_dot_24_bar__plus_05_dot_75 - object
        CoffeeTable_bar__minus_02_dot_49_bar__plus_00_dot_02_bar__plus_04_dot_04 - receptacle
        CoffeeTable_bar__minus_05_dot_56_bar__plus_00_dot_02_bar__plus_06_dot_84 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_00_dot_14_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_00_dot_44_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_00_dot_87_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_02_dot_87_bar__plus_01_dot_27_bar__plus_07_dot_18 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_00_dot_14_bar__plus_04_dot_35 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35 - receptacle
        Shelf_bar__minus_05_dot_96_bar__plus_01_dot_27_bar__plus_04_dot_35 - receptacle
        SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00 - receptacle
        SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_05_dot_98 - receptacle
        Sofa_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__plus_03_dot_92 - receptacle
        GarbageCan_bar__minus_02_dot_85_bar__plus_00_dot_14_bar__plus_03_dot_79 - receptacle
        loc_bar__minus_11_bar_15_bar_2_bar_30 - location
        loc_bar__minus_11_bar_24_bar_0_bar_30 - location
        loc_bar__minus_11_bar_25_bar_0_bar_30 - location
        loc_bar__minus_11_bar_26_bar_0_bar_30 - location
        loc_bar__minus_13_bar_17_bar_0_bar_30 - location
        loc_bar__minus_14_bar_16_bar_1_bar_30 - location
        loc_bar__minus_16_bar_28_bar_1_bar_30 - location
        loc_bar__minus_17_bar_26_bar_3_bar_30 - location
        loc_bar__minus_19_bar_17_bar_3_bar_30 - location
        loc_bar__minus_20_bar_17_bar_3_bar_30 - location
        loc_bar__minus_21_bar_16_bar_3_bar_30 - location
        loc_bar__minus_21_bar_20_bar_3_bar_30 - location
        loc_bar__minus_6_bar_24_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_7_bar_15_bar_1_bar_30 - location
    )
(:init
        (receptacleType CoffeeTable_bar__minus_02_dot_49_bar__plus_00_dot_02_bar__plus_04_dot_04 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_49_bar__plus_00_dot_02_bar__plus_04_dot_04 loc_bar__minus_14_bar_16_bar_1_bar_30)
        (receptacleType CoffeeTable_bar__minus_05_dot_56_bar__plus_00_dot_02_bar__plus_06_dot_84 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_05_dot_56_bar__plus_00_dot_02_bar__plus_06_dot_84 loc_bar__minus_17_bar_26_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_87_bar__plus_00_dot_14_bar__plus_07_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_87_bar__plus_00_dot_14_bar__plus_07_dot_18 loc_bar__minus_11_bar_24_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_87_bar__plus_00_dot_44_bar__plus_07_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_87_bar__plus_00_dot_44_bar__plus_07_dot_18 loc_bar__minus_11_bar_25_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_87_bar__plus_00_dot_87_bar__plus_07_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_87_bar__plus_00_dot_87_bar__plus_07_dot_18 loc_bar__minus_11_bar_26_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_87_bar__plus_01_dot_27_bar__plus_07_dot_18 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_87_bar__plus_01_dot_27_bar__plus_07_dot_18 loc_bar__minus_16_bar_28_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_05_dot_96_bar__plus_00_dot_14_bar__plus_04_dot_35 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_96_bar__plus_00_dot_14_bar__plus_04_dot_35 loc_bar__minus_19_bar_17_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_05_dot_96_bar__plus_01_dot_27_bar__plus_04_dot_35 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_05_dot_96_bar__plus_01_dot_27_bar__plus_04_dot_35 loc_bar__minus_21_bar_20_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_05_dot_98 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_05_dot_98 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__plus_03_dot_92 SofaType)
        (receptacleAtLocation Sofa_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__plus_03_dot_92 loc_bar__minus_7_bar_15_bar_1_bar_30)
        (receptacleType GarbageCan_bar__minus_02_dot_85_bar__plus_00_dot_14_bar__plus_03_dot_79 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_85_bar__plus_00_dot_14_bar__plus_03_dot_79 loc_bar__minus_11_bar_15_bar_2_bar_30)
        (objectType Watch_bar__minus_00_dot_76_bar__plus_00_dot_16_bar__plus_02_dot_27 WatchType)
        (inReceptacle Watch_bar__minus_00_dot_76_bar__plus_00_dot_16_bar__plus_02_dot_27 SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00)
        (objectAtLocation Watch_bar__minus_00_dot_76_bar__plus_00_dot_16_bar__plus_02_dot_27 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Watch_bar__minus_00_dot_76_bar__plus_00_dot_16_bar__plus_02_dot_27)
        (objectType Watch_bar__minus_00_dot_89_bar__plus_00_dot_30_bar__plus_02_dot_18 WatchType)
        (inReceptacle Watch_bar__minus_00_dot_89_bar__plus_00_dot_30_bar__plus_02_dot_18 SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00)
        (objectAtLocation Watch_bar__minus_00_dot_89_bar__plus_00_dot_30_bar__plus_02_dot_18 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Watch_bar__minus_00_dot_89_bar__plus_00_dot_30_bar__plus_02_dot_18)
        (objectType WateringCan_bar__minus_05_dot_80_bar__plus_01_dot_16_bar__plus_04_dot_12 WateringCanType)
        (inReceptacle WateringCan_bar__minus_05_dot_80_bar__plus_01_dot_16_bar__plus_04_dot_12 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35)
        (objectAtLocation WateringCan_bar__minus_05_dot_80_bar__plus_01_dot_16_bar__plus_04_dot_12 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (pickupable WateringCan_bar__minus_05_dot_80_bar__plus_01_dot_16_bar__plus_04_dot_12)
        (objectType Box_bar__minus_00_dot_62_bar__plus_00_dot_26_bar__plus_03_dot_83 BoxType)
        (inReceptacle Box_bar__minus_00_dot_62_bar__plus_00_dot_26_bar__plus_03_dot_83 Sofa_bar__minus_00_dot_77_bar__minus_00_dot_01_bar__plus_03_dot_92)
        (objectAtLocation Box_bar__minus_00_dot_62_bar__plus_00_dot_26_bar__plus_03_dot_83 loc_bar__minus_7_bar_15_bar_1_bar_30)
        (pickupable Box_bar__minus_00_dot_62_bar__plus_00_dot_26_bar__plus_03_dot_83)
        (isReceptacleObject Box_bar__minus_00_dot_62_bar__plus_00_dot_26_bar__plus_03_dot_83)
        (objectType KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_32_bar__plus_07_dot_16 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_32_bar__plus_07_dot_16 Shelf_bar__minus_02_dot_87_bar__plus_01_dot_27_bar__plus_07_dot_18)
        (objectAtLocation KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_32_bar__plus_07_dot_16 loc_bar__minus_16_bar_28_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_32_bar__plus_07_dot_16)
        (objectType KeyChain_bar__minus_06_dot_01_bar__plus_00_dot_59_bar__plus_04_dot_40 KeyChainType)
        (inReceptacle KeyChain_bar__minus_06_dot_01_bar__plus_00_dot_59_bar__plus_04_dot_40 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35)
        (objectAtLocation KeyChain_bar__minus_06_dot_01_bar__plus_00_dot_59_bar__plus_04_dot_40 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_06_dot_01_bar__plus_00_dot_59_bar__plus_04_dot_40)
        (objectType Statue_bar__minus_05_dot_76_bar__plus_00_dot_48_bar__plus_04_dot_56 StatueType)
        (inReceptacle Statue_bar__minus_05_dot_76_bar__plus_00_dot_48_bar__plus_04_dot_56 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_44_bar__plus_04_dot_35)
        (objectAtLocation Statue_bar__minus_05_dot_76_bar__plus_00_dot_48_bar__plus_04_dot_56 loc_bar__minus_20_bar_17_bar_3_bar_30)
        (pickupable Statue_bar__minus_05_dot_76_bar__plus_00_dot_48_bar__plus_04_dot_56)
        (objectType Statue_bar__minus_05_dot_76_bar__plus_01_dot_16_bar__plus_04_dot_15 StatueType)
        (inReceptacle Statue_bar__minus_05_dot_76_bar__plus_01_dot_16_bar__plus_04_dot_15 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35)
        (objectAtLocation Statue_bar__minus_05_dot_76_bar__plus_01_dot_16_bar__plus_04_dot_15 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (pickupable Statue_bar__minus_05_dot_76_bar__plus_01_dot_16_bar__plus_04_dot_15)
        (objectType Bowl_bar__minus_02_dot_85_bar__plus_00_dot_15_bar__plus_07_dot_43 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_85_bar__plus_00_dot_15_bar__plus_07_dot_43 Shelf_bar__minus_02_dot_87_bar__plus_00_dot_14_bar__plus_07_dot_18)
        (objectAtLocation Bowl_bar__minus_02_dot_85_bar__plus_00_dot_15_bar__plus_07_dot_43 loc_bar__minus_11_bar_24_bar_0_bar_30)
        (cleanable Bowl_bar__minus_02_dot_85_bar__plus_00_dot_15_bar__plus_07_dot_43)
        (coolable Bowl_bar__minus_02_dot_85_bar__plus_00_dot_15_bar__plus_07_dot_43)
        (pickupable Bowl_bar__minus_02_dot_85_bar__plus_00_dot_15_bar__plus_07_dot_43)
        (isReceptacleObject Bowl_bar__minus_02_dot_85_bar__plus_00_dot_15_bar__plus_07_dot_43)
        (objectType Bowl_bar__minus_05_dot_81_bar__plus_00_dot_91_bar__plus_04_dot_07 BowlType)
        (inReceptacle Bowl_bar__minus_05_dot_81_bar__plus_00_dot_91_bar__plus_04_dot_07 Shelf_bar__minus_05_dot_96_bar__plus_00_dot_87_bar__plus_04_dot_35)
        (objectAtLocation Bowl_bar__minus_05_dot_81_bar__plus_00_dot_91_bar__plus_04_dot_07 loc_bar__minus_21_bar_16_bar_3_bar_30)
        (cleanable Bowl_bar__minus_05_dot_81_bar__plus_00_dot_91_bar__plus_04_dot_07)
        (coolable Bowl_bar__minus_05_dot_81_bar__plus_00_dot_91_bar__plus_04_dot_07)
        (pickupable Bowl_bar__minus_05_dot_81_bar__plus_00_dot_91_bar__plus_04_dot_07)
        (isReceptacleObject Bowl_bar__minus_05_dot_81_bar__plus_00_dot_91_bar__plus_04_dot_07)
        (objectType Laptop_bar__minus_00_dot_59_bar__plus_00_dot_25_bar__plus_01_dot_71 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_59_bar__plus_00_dot_25_bar__plus_01_dot_71 SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_02_dot_00)
        (objectAtLocation Laptop_bar__minus_00_dot_59_bar__plus_00_dot_25_bar__plus_01_dot_71 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Laptop_bar__minus_00_dot_59_bar__plus_00_dot_25_bar__plus_01_dot_71)
        (objectType DeskLamp_bar__minus_00_dot_57_bar__plus_00_dot_24_bar__plus_05_dot_75 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_00_dot_57_bar__plus_00_dot_24_bar__plus_05_dot_75 SideTable_bar__minus_00_dot_59_bar_00_dot_00_bar__plus_05_dot_98)
        (objectAtLocation DeskLamp_bar__minus_00_dot_57_bar__plus_00_dot_24_bar__plus_05_dot_75 loc_bar__minus_6_bar_24_bar_1_bar_30)
        (toggleable DeskLamp_bar__minus_00_dot_57_bar__plus_00_dot_24_bar__plus_05_dot_75)
        (canContain CoffeeTableType BowlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType WateringCanType)
        (canContain ShelfType BowlType)
        (canContain ShelfType BoxType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WatchType)
        (canContain ShelfType WateringCanType)
        (canContain SideTableType BowlType)
        (canContain SideTableType BoxType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SideTableType WateringCanType)
        (canContain SofaType BoxType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (atLocation agent1 loc_bar__minus_13_bar_17_bar_0_bar_30)
    )

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o WatchType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    